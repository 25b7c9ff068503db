#!/usr/bin/env python3
"""Checks the Xcode asset catalog `tintype compile --format xcassets` writes against Apple's Asset
Catalog Format Reference (Catalog, Folder and Named Color types) and the compiled theme
(NAME.tintype.json, read with Python's JSON parser). Every Contents.json must parse, with `info`
of version 1; a folder provides its namespace; each colour entry is universal, names only the
appearances Xcode has (luminosity light or dark, contrast high), a colour space Xcode has (srgb,
display-p3) and the four components from 0 to 1; its variants are every combination of the
appearances and contrasts it uses, none twice. Resolved as the mode asks (the entry of the mode's
appearance and contrast, else without the contrast, else without the appearance, else universal),
each colour set must be the compiled colour in each mode: `Tints/` the compiled tint sets (tint,
tintDimmed, each derived and component colour, names in camel case), `Tokens/` each colour token at
its path in camel case, sRGB from the DTCG components (OKLCH and OKLab converted here) within half
a step of 8 bits, a Display P3 token its own components.

usage: check_xcassets.py COMPILED.tintype.json CATALOG.xcassets
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import os
import sys

from check_css_tokens import srgb_of, value_in
from chromium_page import report
from source_names import camel

MODES = [("light", "normal"), ("dark", "normal"), ("light", "increased"), ("dark", "increased")]


def read(path, problems):
    try:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
    except (OSError, ValueError) as error:
        problems.append(f"{path}: {error}")
        return None
    info = document.get("info", {})
    if info.get("version") != 1 or not isinstance(info.get("author"), str):
        problems.append(f"{path}: info must have version 1 and an author")
    return document


def entries(path, document, problems):
    """The colour set's variants by (luminosity, contrast), each (space, [r, g, b, a])."""
    variants = {}
    for item in document.get("colors", []):
        if item.get("idiom") != "universal":
            problems.append(f"{path}: idiom {item.get('idiom')!r}")
        luminosity, contrast = "any", "normal"
        for appearance in item.get("appearances", []):
            pair = (appearance.get("appearance"), appearance.get("value"))
            if pair[0] == "luminosity" and pair[1] in ("light", "dark"):
                luminosity = pair[1]
            elif pair == ("contrast", "high"):
                contrast = "high"
            else:
                problems.append(f"{path}: appearance {pair} is not one Xcode has")
        color = item.get("color", {})
        space, components = color.get("color-space"), color.get("components", {})
        if space not in ("srgb", "display-p3") or sorted(components) != ["alpha", "blue", "green", "red"]:
            problems.append(f"{path}: colour {color}")
            continue
        values = [float(components[k]) for k in ("red", "green", "blue", "alpha")]
        if any(not 0 <= v <= 1 for v in values):
            problems.append(f"{path}: a component outside 0–1: {values}")
        if (luminosity, contrast) in variants:
            problems.append(f"{path}: {luminosity}/{contrast} given twice")
        variants[(luminosity, contrast)] = (space, values)
    lums = {l for l, _ in variants} - {"any"}
    highs = {c for _, c in variants} - {"normal"}
    for l in ["any"] + sorted(lums):
        for c in ["normal"] + sorted(highs):
            if (l, c) not in variants:
                problems.append(f"{path}: uses {sorted(lums)} and {sorted(highs)} but has no {l}/{c} variant")
    return variants


def resolve(variants, appearance, contrast):
    high = "high" if contrast == "increased" else "normal"
    lum = "dark" if appearance == "dark" else "light"
    for key in [(lum, high), ("any", high), (lum, "normal"), ("any", "normal")]:
        if key in variants:
            return variants[key]
    return None


def hex_rgba(text):
    value = int(text[1:], 16)
    if len(text) == 7:
        return [(value >> 16 & 255) / 255, (value >> 8 & 255) / 255, (value & 255) / 255, 1.0]
    return [(value >> 24 & 255) / 255, (value >> 16 & 255) / 255, (value >> 8 & 255) / 255, (value & 255) / 255]


def main(compiled_path, catalog):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    problems = []
    read(os.path.join(catalog, "Contents.json"), problems)
    expected = {}
    for appearance, contrast in MODES:
        tint_set = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
        named = {"tint": tint_set["default"], "tintDimmed": tint_set["dimmedDefault"]}
        named.update({camel(name): value for name, value in tint_set["derived"].items()})
        for kind, colors in tint_set["components"].items():
            if colors.get("tint"):
                named[camel(kind + " tint")] = colors["tint"]
            if colors.get("barTint"):
                named[camel(kind + " bar tint")] = colors["barTint"]
        for name, value in named.items():
            expected.setdefault(("Tints", name), {})[(appearance, contrast)] = ("srgb", hex_rgba(value))
        for token in compiled["tokens"]:
            if token["type"] != "color":
                continue
            color = value_in(token, (appearance, contrast))
            if color["colorSpace"] == "display-p3":
                wanted = ("display-p3", list(color["components"]) + [color.get("alpha", 1)])
            else:
                srgb = srgb_of(color)
                wanted = ("srgb", None if srgb is None else list(srgb) + [color.get("alpha", 1)])
            expected.setdefault(("Tokens", camel(token["path"])), {})[(appearance, contrast)] = wanted
    found = set()
    for folder in ("Tints", "Tokens"):
        directory = os.path.join(catalog, folder)
        if not os.path.isdir(directory):
            continue
        document = read(os.path.join(directory, "Contents.json"), problems)
        if document is not None and document.get("properties", {}).get("provides-namespace") is not True:
            problems.append(f"{folder}/Contents.json: the folder provides no namespace")
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".colorset"):
                continue
            path = os.path.join(directory, name, "Contents.json")
            document = read(path, problems)
            if document is None:
                continue
            found.add((folder, name[:-len(".colorset")]))
            variants = entries(path, document, problems)
            for mode, wanted in expected.get((folder, name[:-len(".colorset")]), {}).items():
                got = resolve(variants, *mode)
                if wanted[1] is None:
                    continue
                if got is None or got[0] != wanted[0] or any(abs(g - w) > 0.5 / 255 for g, w in zip(got[1], wanted[1])):
                    problems.append(f"{folder}/{name} {mode}: the catalog gives {got}, the compiled theme {wanted}")
    missing = sorted(set(expected) - found)
    extra = sorted(found - set(expected))
    if missing:
        problems.append(f"colour sets missing: {missing}")
    if extra:
        problems.append(f"colour sets the compiled theme does not have: {extra}")
    if not problems:
        print(f"{os.path.basename(catalog)}: {len(found)} colour sets, each the compiled colour in every mode")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
