#!/usr/bin/env python3
"""Checks the Kotlin written by `tintype compile --format compose` against the compiled theme
(NAME.tintype.json): the file must parse without errors with tree-sitter's Kotlin grammar, and the
values read from the parse tree (each TextStyle's arguments, each tint colour, the Material
Typography and colour schemes) must equal the compiled table, read here with Python's JSON parser.

usage: check_compose.py COMPILED.tintype.json FILE.kt
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import re
import sys

import tree_sitter
import tree_sitter_kotlin
from source_names import camel, pascal

MATERIAL = ["displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
            "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge",
            "labelMedium", "labelSmall"]
SCHEMES = [("Light", "light", "normal"), ("Dark", "dark", "normal"),
           ("LightHighContrast", "light", "increased"), ("DarkHighContrast", "dark", "increased")]


def text(node):
    return node.text.decode("utf-8")


def call(node):
    """(callee, {argument name: expression node}) of a call expression."""
    callee = text(node.children[0])
    arguments = {}
    for child in node.children[1].children:
        if child.type == "value_argument":
            named = [c for c in child.children if c.is_named]
            arguments[text(named[0])] = named[1]
    return callee, arguments


def properties(container):
    """{name: initializer node} of the property declarations directly in `container`."""
    found = {}
    for child in container.children:
        if child.type == "property_declaration":
            declaration = [c for c in child.children if c.type == "variable_declaration"][0]
            name = [c for c in declaration.children if c.type == "identifier"][0]
            found[text(name)] = child.children[-1]
    return found


def sp(node):
    """The number of `34.0.sp` or `(-0.2).sp`."""
    if node.type != "navigation_expression" or text(node.children[-1]) != "sp":
        raise ValueError(f"not an sp value: {text(node)}")
    return float(text(node.children[0]).strip("()"))


def weight(node):
    value = text(node)
    match = re.fullmatch(r"FontWeight\.W(\d00)|FontWeight\((\d+)\)", value)
    if not match:
        raise ValueError(f"not a weight: {value}")
    return int(match.group(1) or match.group(2))


def argb_to_hex(node):
    """`Color(0xAARRGGBB)` as the compiled theme's #rrggbb or #rrggbbaa."""
    value = text(node)
    match = re.fullmatch(r"Color\(0x([0-9A-F]{8})\)", value)
    if not match:
        raise ValueError(f"not a colour: {value}")
    digits = match.group(1).lower()
    return "#" + digits[2:] + ("" if digits[:2] == "ff" else digits[:2])


def main(compiled_path, kotlin_path):
    problems = []
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    theme = pascal(compiled["theme"]["name"])
    source = open(kotlin_path, "rb").read()
    tree = tree_sitter.Parser(tree_sitter.Language(tree_sitter_kotlin.language())).parse(source)
    if tree.root_node.has_error:
        print(f"{kotlin_path}: does not parse as Kotlin")
        return 1
    top = properties(tree.root_node)

    # Text styles: a class taking one FontFamily per font role (one role: fontFamily), whose KDoc
    # names the families the rows were computed for, each style passing its role's family. A role's
    # display cut is a role of its own (ROLE_display, right after ROLE) for the styles whose size at
    # large reaches the cut's.
    large = {r["style"]: r["size"] for r in compiled["styles"] if r["category"] == "large" and r["leading"] == "standard"}
    role_of = {}
    for typeface in compiled["typefaces"]:
        cut = typeface.get("displayCut")
        display = cut is not None and large.get(typeface["style"], 0) >= cut["from"]
        role_of[typeface["style"]] = typeface["role"] + ("_display" if display else "")
    bases = []
    for typeface in compiled["typefaces"]:
        if typeface["role"] not in bases:
            bases.append(typeface["role"])
    roles = [role for base in bases for role in (base, base + "_display") if role in role_of.values()]
    parameter_of = {role: "fontFamily" if len(roles) == 1 else camel(role + "_font_family") for role in roles}
    constructor = "(" + ", ".join(f"{parameter_of[r]}: FontFamily = FontFamily.Default" for r in roles) + ")"
    classes = [n for n in tree.root_node.children if n.type == "class_declaration"
               and any(c.type == "identifier" and text(c) == f"{theme}TextStyles" for c in n.children)]
    if not classes:
        problems.append(f"no class {theme}TextStyles")
    else:
        declaration = classes[0]
        written = [text(c) for c in declaration.children if c.type == "primary_constructor"]
        if written != [constructor]:
            problems.append(f"{theme}TextStyles's constructor: {written}, wanted {constructor}")
        comment = declaration.prev_sibling
        families = {compiled["fonts"][r["font"]]["family"] for r in compiled["styles"]
                    if r["category"] == "large" and r["leading"] == "standard"}
        if comment is None or comment.type != "block_comment" or not all(f in text(comment) for f in families):
            problems.append(f"{theme}TextStyles's KDoc does not name {sorted(families)}")
        body = [c for c in declaration.children if c.type == "class_body"][0]
        styles = properties(body)
        expected = set()
        for row in compiled["styles"]:
            if row["category"] != "large" or row["leading"] != "standard":
                continue
            name = camel(row["style"]) + ("Emphasized" if row["emphasized"] else "")
            expected.add(name)
            if name not in styles:
                problems.append(f"{name}: missing")
                continue
            callee, arguments = call(styles[name])
            try:
                values = {"fontSize": sp(arguments["fontSize"]), "lineHeight": sp(arguments["lineHeight"]),
                          "letterSpacing": sp(arguments["letterSpacing"]), "fontWeight": weight(arguments["fontWeight"])}
                family = text(arguments["fontFamily"])
            except (KeyError, ValueError) as error:
                problems.append(f"{name}: {error}")
                continue
            wanted = {"fontSize": row["size"], "lineHeight": row["lineHeight"],
                      "letterSpacing": row["tracking"]["points"], "fontWeight": row["weight"]}
            if callee != "TextStyle" or any(abs(values[k] - wanted[k]) > 1e-9 for k in wanted):
                problems.append(f"{name}: {callee} {values}, compiled {wanted}")
            if family != parameter_of[role_of[row["style"]]]:
                problems.append(f"{name}: fontFamily = {family}, wanted {parameter_of[role_of[row['style']]]}")
        # A style's earlier names (the compiled typeface's "formerly"), kept for a release: a
        # property that is the new one, marked @Deprecated with the new name to replace it by.
        for typeface in compiled["typefaces"]:
            for former in typeface.get("formerly", []):
                for suffix in ("", "Emphasized"):
                    old, new = camel(former) + suffix, camel(typeface["style"]) + suffix
                    expected.add(old)
                    node = styles.get(old)
                    declaration = node.parent if node is not None else None
                    if node is None or text(node).split()[-1] != new or "@Deprecated" not in text(declaration) \
                            or f'ReplaceWith("{new}")' not in text(declaration):
                        problems.append(f"{old}: not a deprecated alias of {new}: {text(declaration) if declaration else None}")
        if set(styles) != expected:
            problems.append(f"{theme}TextStyles: extra {sorted(set(styles) - expected)}")

    # Material 3 typography exactly when the theme has M3's fifteen styles: a function taking the
    # families, making the styles with them and passing each to Typography by Material's name.
    names = {row["style"] for row in compiled["styles"]}
    function_name = theme[0].lower() + theme[1:] + "Typography"
    functions = [n for n in tree.root_node.children if n.type == "function_declaration"
                 and any(c.type == "identifier" and text(c) == function_name for c in n.children)]
    if all(style in names for style in MATERIAL):
        if not functions:
            problems.append(f"no fun {function_name} for a Material 3 type scale")
        else:
            function = functions[0]
            written = [text(c) for c in function.children if c.type == "function_value_parameters"]
            block = [c for c in function.children if c.type == "function_body"][0].children[0]
            statements = [c for c in block.children if c.type in ("property_declaration", "return_expression")]
            made = statements[0].children[-1] if statements and statements[0].type == "property_declaration" else None
            returned = statements[-1].children[-1] if statements and statements[-1].type == "return_expression" else None
            if written != [constructor]:
                problems.append(f"{function_name}'s parameters: {written}")
            if made is None or text(made) != f"{theme}TextStyles(" + ", ".join(parameter_of[r] for r in roles) + ")":
                problems.append(f"{function_name} does not make {theme}TextStyles with its families")
            if returned is None:
                problems.append(f"{function_name} returns nothing")
            else:
                callee, arguments = call(returned)
                refs = {k: text(v) for k, v in arguments.items()}
                if callee != "Typography" or refs != {s: f"styles.{s}" for s in MATERIAL}:
                    problems.append(f"{function_name}: {callee} {refs}")
    elif functions:
        problems.append(f"{function_name} written for a theme without Material 3's styles")

    # Tints and colour schemes.
    for scheme, appearance, contrast in SCHEMES:
        tint_set = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
        wanted = {"tint": tint_set["default"], "tintDimmed": tint_set["dimmedDefault"]}
        wanted.update({camel(name): value for name, value in tint_set["derived"].items()})
        for kind, values in tint_set["components"].items():
            if values.get("tint"):
                wanted[camel(kind + "_tint")] = values["tint"]
            if values.get("barTint"):
                wanted[camel(kind + "_bar_tint")] = values["barTint"]
        node = top.get(f"{theme}{scheme}Tints")
        if node is None:
            problems.append(f"no {theme}{scheme}Tints")
            continue
        callee, arguments = call(node)
        try:
            written = {k: argb_to_hex(v) for k, v in arguments.items()}
        except ValueError as error:
            problems.append(f"{theme}{scheme}Tints: {error}")
            continue
        if callee != f"{theme}Tints" or written != wanted:
            problems.append(f"{theme}{scheme}Tints: {sorted(set(written.items()) ^ set(wanted.items()))}")
        colour_scheme = top.get(f"{theme}{scheme}ColorScheme")
        if colour_scheme is None:
            problems.append(f"no {theme}{scheme}ColorScheme")
            continue
        callee, arguments = call(colour_scheme)
        expected_callee = "darkColorScheme" if appearance == "dark" else "lightColorScheme"
        if callee != expected_callee or text(arguments.get("primary", colour_scheme)) != f"{theme}{scheme}Tints.tint":
            problems.append(f"{theme}{scheme}ColorScheme: {text(colour_scheme)[:80]}")

    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
