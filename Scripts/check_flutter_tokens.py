#!/usr/bin/env python3
"""Checks the brand tokens of the Dart written by `tintype compile --format flutter` against the
compiled theme's tokens (NAME.tintype.json's "tokens", read with Python's JSON parser), through
tree-sitter's Dart grammar: the file parses with no error node; `NameTokens` has the four constant
instances (light, dark, lightHighContrast, darkHighContrast); and in each, every token's argument,
read back from the parse tree, is the token's value in that mode worked out here: sRGB colours
from the components (OKLCH through Ottosson's matrices; 8-bit channels), Display P3 as
`Color.from(…, colorSpace: ColorSpace.displayP3)`, lengths in logical pixels (1 rem = 16),
durations in microseconds, weights as the nearest `FontWeight.wN`, shadows as `BoxShadow`s (inset
ones left out), gradients as `LinearGradient` colours and stops, typography as `TextStyle`.

usage: check_flutter_tokens.py COMPILED.tintype.json FILE.dart
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import re
import sys

from check_css_tokens import srgb_of, words
from check_flutter import Tree

INSTANCES = [("light", "value"), ("dark", "dark"), ("lightHighContrast", "lightIncreased"), ("darkHighContrast", "darkIncreased")]
NUMBER = r"-?[\d.]+(?:e-?\d+)?"


def camel(path):
    parts = words(path)
    name = parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])
    return "s" + name if name[:1].isdigit() else name


def px(dimension):
    return dimension["value"] * (16 if dimension["unit"] == "rem" else 1)


def microseconds(duration):
    return round(duration["value"] * (1000 if duration["unit"] == "ms" else 1_000_000))


def color_matches(text, color):
    alpha = color.get("alpha", 1)
    if color["colorSpace"] == "display-p3":
        found = re.fullmatch(rf"Color\.from\(alpha: ({NUMBER}), red: ({NUMBER}), green: ({NUMBER}), blue: ({NUMBER}), colorSpace: ColorSpace\.displayP3\)", text)
        return bool(found) and all(abs(float(found.group(i + 2)) - c) < 1e-6 for i, c in enumerate(color["components"])) \
            and abs(float(found.group(1)) - alpha) < 1e-6
    found = re.fullmatch(r"Color\(0x([0-9A-F]{8})\)", text)
    rgb = srgb_of(color)
    if not found or rgb is None:
        return False
    argb = int(found.group(1), 16)
    channels = [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF]
    return all(abs(c - round(w * 255)) <= 1 for c, w in zip(channels, rgb)) and abs((argb >> 24) - round(alpha * 255)) <= 1


def close(text, value):
    return abs(float(text) - value) < 1e-6


def weight(value):
    return f"FontWeight.w{min(max(round(value / 100) * 100, 100), 900)}"


def split_top(inner):
    """The parts of `inner` between commas that no bracket encloses."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(inner):
        depth += char in "([<{"
        depth -= char in ")]>}"
        if char == "," and depth == 0:
            parts.append(inner[start:index].strip())
            start = index + 1
    parts.append(inner[start:].strip())
    return [part for part in parts if part]


def arguments(text):
    """{label: text} of a call's named arguments."""
    found = {}
    for part in split_top(text[text.index("(") + 1:text.rindex(")")]):
        if ":" in part:
            label, value = part.split(":", 1)
            found[label.strip()] = value.strip()
    return found


def items(text):
    """The elements of a list literal `<T>[a, b]`."""
    return split_top(text[text.index("[") + 1:text.rindex("]")])


def strings(text):
    return re.findall(r"'((?:[^'\\]|\\.)*)'", text)


def matches(kind, text, value):
    if kind == "color":
        return color_matches(text, value)
    if kind == "dimension":
        return close(text, px(value))
    if kind == "number":
        return close(text, value)
    if kind == "duration":
        return text == f"Duration(microseconds: {microseconds(value)})"
    if kind == "fontWeight":
        return text == weight(value)
    if kind == "fontFamily":
        return strings(text) == ([value] if isinstance(value, str) else value)
    if kind == "cubicBezier":
        found = re.fullmatch(r"Cubic\((.*)\)", text)
        return bool(found) and all(close(a, b) for a, b in zip(found.group(1).split(", "), value))
    if kind == "strokeStyle":
        return strings(text) == [value if isinstance(value, str) else "dashed"]
    if kind == "border":
        args = arguments(text)
        return text.startswith("BorderSide(") and color_matches(args["color"], value["color"]) and close(args["width"], px(value["width"]))
    if kind == "transition":
        args = arguments(text)
        return args["duration"] == f"Duration(microseconds: {microseconds(value['duration'])})" \
            and args["delay"] == f"Duration(microseconds: {microseconds(value['delay'])})" and matches("cubicBezier", args["curve"], value["timingFunction"])
    if kind == "shadow":
        shadows = [s for s in (value if isinstance(value, list) else [value]) if not s.get("inset")]
        found = items(text)
        if len(found) != len(shadows):
            return False
        for item, shadow in zip(found, shadows):
            args = arguments(item)
            offset = re.fullmatch(rf"Offset\(({NUMBER}), ({NUMBER})\)", args["offset"])
            if not (color_matches(args["color"], shadow["color"]) and offset and close(offset.group(1), px(shadow["offsetX"]))
                    and close(offset.group(2), px(shadow["offsetY"])) and close(args["blurRadius"], px(shadow["blur"]))
                    and close(args["spreadRadius"], px(shadow["spread"]))):
                return False
        return True
    if kind == "gradient":
        args = arguments(text)
        colors, stops = items(args["colors"]), items(args["stops"])
        return len(colors) == len(value) and all(color_matches(c, s["color"]) and close(p, s["position"]) for c, p, s in zip(colors, stops, value))
    if kind == "typography":
        args = arguments(text)
        families = [value["fontFamily"]] if isinstance(value["fontFamily"], str) else value["fontFamily"]
        size = px(value["fontSize"])
        spacing = value["letterSpacing"]["value"] * (size if value["letterSpacing"]["unit"] == "em" else 16 if value["letterSpacing"]["unit"] == "rem" else 1)
        return strings(args["fontFamily"]) + strings(args["fontFamilyFallback"]) == families and close(args["fontSize"], size) \
            and args["fontWeight"] == weight(value["fontWeight"]) and close(args["letterSpacing"], spacing) and close(args["height"], value["lineHeight"])
    return False


def main(compiled_path, dart_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    tokens = compiled.get("tokens", [])
    theme = "".join(w[:1].upper() + w[1:] for w in words(compiled["theme"]["name"]))
    tree = Tree(open(dart_path, "rb").read())
    problems = [f"parse error at {error.start_point}" for error in tree.errors()]
    declarations = tree.declarations()
    checked = 0
    for instance, key in INSTANCES:
        node = declarations.get(instance)
        if node is None or not tree.text(node).startswith(f"{theme}Tokens"):
            problems.append(f"no {theme}Tokens.{instance}")
            continue
        found = arguments(tree.text(node) + tree.text(node.next_sibling) if node.next_sibling is not None else tree.text(node))
        for token in tokens:
            name = camel(token["path"])
            value = token.get(key, token["value"])
            text = found.get(name)
            checked += 1
            if text is None or not matches(token["type"], text, value):
                problems.append(f"{instance}.{name} ({token['type']}): {text!r}, token {json.dumps(value)}")
        if set(found) != {camel(t["path"]) for t in tokens}:
            problems.append(f"{instance}: arguments {sorted(set(found) ^ {camel(t['path']) for t in tokens})}")
    for problem in problems[:50]:
        print(problem)
    if not problems:
        print(f"{dart_path.rsplit('/', 1)[-1]}: {len(tokens)} tokens in 4 instances, {checked} values")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
