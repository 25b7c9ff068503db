"""Recomputes every derived colour of a compiled theme (`*.tintype.json`) with ColorAide, from the
theme's rules (`tintRules`) and each mode's tint and background, and prints the ones that differ
from what Tintype wrote by more than one step of 255 in a channel. Exit 1 when any does.

    python3 Scripts/check_derived_colors.py build/default.tintype.json
"""
import json
import sys

from coloraide import Color


def hex_of(color):
    return color.convert("srgb").fit("srgb").to_string(hex=True, alpha=color.alpha() < 1)


def derive(rule, tint, background):
    """The colour a rule gives `tint` over `background`, or None for rules this script leaves to others."""
    kind = rule["rule"]
    if kind == "mix":
        target = background if rule["color"] == "background" else rule["color"]
        return hex_of(Color(tint).mix(target, rule["amount"], space="oklab"))
    if kind == "alpha":
        color = Color(tint)
        color.set("alpha", rule["alpha"])
        return hex_of(color)
    if kind == "contrastingText":
        def ratio(a, b):
            return Color(a).contrast(b, method="wcag21")
        for candidate in rule["candidates"]:
            if ratio(candidate, tint) >= rule["minimumRatio"]:
                return Color(candidate).to_string(hex=True)
        return Color(max(rule["candidates"], key=lambda c: ratio(c, tint))).to_string(hex=True)
    return None


def channels(text):
    text = text.lstrip("#")
    return [int(text[i:i + 2], 16) for i in range(0, len(text), 2)] + ([255] if len(text) == 6 else [])


def main(path):
    compiled = json.load(open(path))
    rules = compiled["tintRules"]
    problems, checked = [], 0
    for tint_set in compiled["tints"]:
        for mode in tint_set["modes"]:
            appearance = mode["appearance"]
            background = rules["background"][appearance]
            for name, entry in rules["derived"].items():
                rule = entry.get(appearance, entry) if "rule" not in entry else entry
                expected = derive(rule, tint_set["default"], background)
                if expected is None:
                    continue
                checked += 1
                actual = tint_set["derived"][name]
                if max(abs(a - b) for a, b in zip(channels(actual), channels(expected))) > 1:
                    problems.append(f"{path}: {appearance}/{mode['contrast']} {name}: Tintype {actual}, ColorAide {expected}")
    for problem in problems:
        print(problem)
    print(f"{checked} derived colours checked, {len(problems)} differ", file=sys.stderr)
    return 1 if problems or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
