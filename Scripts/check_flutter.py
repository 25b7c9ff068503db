#!/usr/bin/env python3
"""Checks the Dart written by `tintype compile --format flutter` against the compiled theme
(NAME.tintype.json, read with Python's JSON parser), through tree-sitter's Dart grammar (PyPI
`tree-sitter-dart`): the file parses with no error node, and in its parse tree
- every style at every category, regular, emphasized (where the theme keeps UIKit's emphasized
  variant; else no emphasized table) and with Bold Text, is a TextStyle whose
  fontSize, height × fontSize, letterSpacing, fontWeight (the nearest w100…w900), fontFamily (the
  face the row was measured in) and fontVariations (a variable face's wght and opsz location, else
  a weight between w100 steps) are the compiled row's;
- the anchors `categoryFor` chooses from are the categories and ratios worked out here from the
  compiled table (Scripts/category_anchors.py), with the reference size;
- each appearance and contrast's tints are the compiled tints;
- names follow Dart's style: types UpperCamelCase, members lowerCamelCase.

usage: check_flutter.py COMPILED.tintype.json FILE.dart
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import re
import sys

import tree_sitter
import tree_sitter_dart

import category_anchors
from source_names import camel, pascal

TABLES = [("regularStyles", False, False), ("emphasizedStyles", True, False), ("boldTextStyles", False, True),
          ("emphasizedBoldTextStyles", True, True)]
SCHEMES = [("lightTints", "light", "normal"), ("darkTints", "dark", "normal"),
           ("lightHighContrastTints", "light", "increased"), ("darkHighContrastTints", "dark", "increased")]


class Tree:
    def __init__(self, source):
        self.source = source
        self.root = tree_sitter.Parser(tree_sitter.Language(tree_sitter_dart.language())).parse(source).root_node

    def text(self, node):
        return self.source[node.start_byte:node.end_byte].decode("utf-8")

    def errors(self, node=None):
        node = node or self.root
        found = [node] if node.type == "ERROR" or node.is_missing else []
        for child in node.children:
            found += self.errors(child)
        return found

    def declarations(self):
        """{name: value node} of every `static const NAME = VALUE` in the file's classes."""
        found = {}

        def visit(node):
            if node.type == "static_final_declaration":
                name = [c for c in node.children if c.type == "identifier"][0]
                equals = [c for c in node.children if c.type == "="][0]
                found[self.text(name)] = equals.next_sibling
            for child in node.children:
                visit(child)
        visit(self.root)
        return found

    def call_arguments(self, node):
        """{label: value text} of the named arguments of the call whose selector follows `node`."""
        selector = node.next_sibling
        arguments = {}
        if selector is None or selector.type != "selector":
            return arguments
        for argument in selector.children[0].children[0].children:
            if argument.type == "named_argument":
                label = argument.children[0].children[0]
                arguments[self.text(label)] = self.text(argument).split(":", 1)[1].strip()
            elif argument.type == "argument":
                arguments[len(arguments)] = self.text(argument)
        return arguments

    def pairs(self, literal):
        """[(key text, value node)] of a map literal's entries."""
        out = []
        for pair in literal.children:
            if pair.type == "pair":
                colon = [c for c in pair.children if c.type == ":"][0]
                key = self.source[pair.start_byte:colon.start_byte].decode("utf-8").strip()
                out.append((key, colon.next_sibling))
        return out


def main(compiled_path, dart_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    tree = Tree(open(dart_path, "rb").read())
    errors = tree.errors()
    if errors:
        print(f"{dart_path}: {len(errors)} error nodes, the first at line {errors[0].start_point[0] + 1}")
        return 1
    problems = []
    theme = pascal(compiled["theme"]["name"])
    declared = tree.declarations()
    styles = {t["style"]: camel(t["style"]) for t in compiled["typefaces"]}

    # The style tables.
    rows = {(r["style"], r["category"], r["emphasized"]): r for r in compiled["styles"] if r["leading"] == "standard"}
    checked = 0
    # A theme without UIKit's emphasized variant (no emphasized row) has no emphasized tables.
    has_emphasis = any(emphasized for (_, _, emphasized) in rows)
    for table, emphasized, bold in TABLES:
        literal = declared.get(table)
        if emphasized and not has_emphasis:
            if literal is not None:
                problems.append(f"{table}: the compiled theme has no emphasized row")
            continue
        if literal is None:
            problems.append(f"no {table}")
            continue
        for category_key, inner in tree.pairs(literal):
            category = category_key.removeprefix(f"{theme}SizeCategory.")
            wanted_category = next((c for c in category_anchors.CATEGORIES if camel(c) == category), None)
            if wanted_category is None:
                problems.append(f"{table}: unknown category {category_key}")
                continue
            for style_key, value in tree.pairs(inner):
                style_name = style_key.removeprefix(f"{theme}TextStyleName.")
                style = next((s for s, n in styles.items() if n == style_name), None)
                row = rows.get((style, wanted_category, emphasized))
                if row is None or tree.text(value) != "TextStyle":
                    problems.append(f"{table} {category} {style_name}: no such row or not a TextStyle")
                    continue
                values = {**row, **(row.get("boldText") or {})} if bold else row
                arguments = tree.call_arguments(value)
                size = float(arguments.get("fontSize", "nan"))
                height = float(arguments.get("height", "nan"))
                weight = min(max((values["weight"] + 50) // 100 * 100, 100), 900)
                face = compiled["fonts"][values["font"]]
                family = face["family"]
                # A variable face's instance (its wght and opsz), else a weight between w100 steps.
                location = face.get("location") or {}
                variations = []
                if "wght" in location:
                    variations.append(("wght", float(location["wght"])))
                elif weight != values["weight"]:
                    variations.append(("wght", float(values["weight"])))
                if "opsz" in location:
                    variations.append(("opsz", float(location["opsz"])))
                written = [(tag, float(number)) for tag, number in
                           re.findall(r"FontVariation\('(\w{4})', ([0-9.]+)\)", arguments.get("fontVariations", ""))]
                wanted = [row["size"], row["lineHeight"], row["tracking"]["points"], f"FontWeight.w{weight}", f"'{family}'", variations]
                got = [size, size * height, float(arguments.get("letterSpacing", "nan")), arguments.get("fontWeight"),
                       arguments.get("fontFamily"), written]
                if abs(got[0] - wanted[0]) > 1e-9 or abs(got[1] - wanted[1]) > 1e-3 or abs(got[2] - wanted[2]) > 1e-9 \
                        or got[3:] != wanted[3:]:
                    problems.append(f"{table} {category} {style_name}: {got}, compiled {wanted}")
                checked += 1
    expected = sum(1 for _, emphasized, _ in TABLES for row in rows.values() if row["emphasized"] == emphasized)
    if checked != expected:
        problems.append(f"{checked} styles read; the compiled theme has {expected} for the four tables")

    # Material's type scale, where the theme has Material's fifteen styles: each the style at large.
    material = ["displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall", "titleLarge",
                "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge", "labelMedium", "labelSmall"]
    text_theme = declared.get("textTheme")
    if all(name in styles for name in material):
        arguments = tree.call_arguments(text_theme) if text_theme is not None else {}
        for name in material:
            row = rows[(name, "large", False)]
            # The argument is a `TextStyle(...)` call: its own arguments read from its text.
            style = dict(re.findall(r"\b(fontSize|height): (-?[0-9.]+)", arguments.get(name, "")))
            size, height = float(style.get("fontSize", "nan")), float(style.get("height", "nan"))
            if abs(size - row["size"]) > 1e-9 or abs(size * height - row["lineHeight"]) > 1e-3:
                problems.append(f"textTheme {name}: {size} pt, line {size * height}; compiled {row['size']}, {row['lineHeight']}")
    elif text_theme is not None:
        problems.append("a textTheme, though the theme lacks some of Material's fifteen styles")

    # The anchors.
    reference, ratios = category_anchors.anchors(compiled)
    size = category_anchors.standard_table(compiled)[(reference, "large")]["size"]
    if declared.get("referenceSize") is None or float(tree.text(declared["referenceSize"])) != size:
        problems.append(f"referenceSize is not {reference}'s size at large, {size}")
    written = []
    anchor_list = declared.get("anchors")
    if anchor_list is not None:
        for element in anchor_list.children:
            if element.type == "identifier" and tree.text(element) == f"{theme}CategoryAnchor":
                arguments = tree.call_arguments(element)
                written.append((float(arguments[1]), arguments[0].removeprefix(f"{theme}SizeCategory.")))
    wanted = [(round(ratio, 6), camel(category)) for ratio, category in ratios]
    if [(round(r, 6), c) for r, c in written] != wanted:
        problems.append(f"anchors: {written}, worked out {wanted}")

    # The tints.
    for name, appearance, contrast in SCHEMES:
        tint_set = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
        colours = {"tint": tint_set["default"], "tintDimmed": tint_set["dimmedDefault"]}
        colours.update({camel(n): v for n, v in tint_set["derived"].items()})
        # Each component's tint and bar tint (`tabBarTint`, `tabBarBarTint`).
        for kind, values in tint_set["components"].items():
            for key, suffix in (("tint", "_tint"), ("barTint", "_bar_tint")):
                if values.get(key):
                    colours[camel(kind + suffix)] = values[key]
        node = declared.get(name)
        if node is None:
            problems.append(f"no {name}")
            continue
        arguments = tree.call_arguments(node)
        got = {}
        for label, value in arguments.items():
            match = re.fullmatch(r"Color\(0x([0-9A-F]{8})\)", value)
            if match:
                digits = match.group(1).lower()
                got[label] = "#" + digits[2:] + ("" if digits[:2] == "ff" else digits[:2])
        if got != colours:
            problems.append(f"{name}: {got}, compiled {colours}")

    # Dart's naming style.
    for node in tree.root.children:
        if node.type in ("class_definition", "enum_declaration"):
            name = tree.text([c for c in node.children if c.type == "identifier"][0])
            if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
                problems.append(f"type {name} is not UpperCamelCase")
    for name in declared:
        if not re.fullmatch(r"[a-z][A-Za-z0-9]*", name):
            problems.append(f"member {name} is not lowerCamelCase")

    if checked == 0:
        problems.append("no style was read")
    for problem in problems[:50]:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
