#!/usr/bin/env python3
"""Checks the font family resources `tintype compile --format android-fonts` writes, with Python's
XML parser, against Android's font-family XML (the platform's attributes and AndroidX's `app:`
ones alike), the `android` format's text appearances and the compiled theme (NAME.tintype.json,
read with Python's JSON parser). Each `font/NAME.xml` is a `<font-family>` of `<font>`s, each with
a style (normal or italic), a weight from 1 to 1000 (each once), a font resource name Android
accepts (`@font/` and lower-case letters, digits and `_`, starting with a letter) and the same
`app:` attributes. Every `@font/NAME` a text appearance names has its file, and no file is named
by none; its weights are those the compiled rows at large (the appearances' size) of the styles
that name it are drawn with, regular and emphasized, Bold Text off and on (the weight asked, or
the one the font system used instead; none where it emboldened), each served by
the file named for that face's PostScript name (lower case, runs of other characters as `_`), or
for a variable face its family's with `_variable`, at its location but optical size.

usage: check_android_fonts.py COMPILED.tintype.json ANDROID_DIR FONTS_DIR
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import glob
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

from chromium_page import report
from source_names import pascal

ANDROID = "{http://schemas.android.com/apk/res/android}"
APP = "{http://schemas.android.com/apk/res-auto}"


def resource(name):
    return "_".join(w for w in re.split(r"[^a-z0-9]+", name.lower()) if w)


def main(compiled_path, android_dir, fonts_dir):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    prefix = pascal(compiled["theme"]["name"])
    problems = []
    # The family each style's text appearance names.
    named = {}
    for path in glob.glob(os.path.join(android_dir, "values", "*_type.xml")):
        for style in ET.parse(path).getroot().iter("style"):
            family = next((item.text for item in style.iter("item") if item.get("name") == "android:fontFamily"), None)
            match = re.fullmatch(rf"TextAppearance\.{re.escape(prefix)}\.(\w+)(\.Emphasized)?", style.get("name", ""))
            if match and family and family.startswith("@font/"):
                named[(match.group(1), bool(match.group(2)))] = family[len("@font/"):]
    wanted = {}
    for row in compiled["styles"]:
        family = named.get((pascal(row["style"]), row["emphasized"]))
        if family is None or row["category"] != "large" or row["leading"] != "standard":
            continue
        for variant in [row] + ([{**row, **row["boldText"]}] if row.get("boldText") else []):
            face = compiled["fonts"][variant["font"]]
            weight = variant["weight"]
            warnings = face["warnings"] + variant.get("warnings", [])
            missing = next((w for w in warnings if w["kind"] == "missingWeight" and w["requested"] == weight), None)
            if missing:
                if missing["synthetic"]:
                    continue
                weight = missing["used"]
            if face["location"] or not face["postscriptName"]:
                file = resource(face["family"]) if resource(face["family"]).endswith("_variable") else resource(face["family"]) + "_variable"
                axes = ", ".join(f"'{k}' {v:g}" for k, v in sorted((face["location"] or {}).items()) if k != "opsz")
            else:
                file, axes = resource(face["postscriptName"]), ""
            wanted.setdefault(family, {}).setdefault(weight, (file, axes))
    files = {os.path.basename(p)[:-4]: p for p in glob.glob(os.path.join(fonts_dir, "font", "*.xml"))}
    if sorted(files) != sorted(wanted):
        problems.append(f"font family files {sorted(files)}; the text appearances name {sorted(wanted)}")
    for name, path in sorted(files.items()):
        root = ET.parse(path).getroot()
        if root.tag != "font-family":
            problems.append(f"{name}.xml: root {root.tag}")
        weights = {}
        for font in root:
            if font.tag != "font":
                problems.append(f"{name}.xml: element {font.tag}")
                continue
            own = {k[len(ANDROID):]: v for k, v in font.attrib.items() if k.startswith(ANDROID)}
            compat = {k[len(APP):]: v for k, v in font.attrib.items() if k.startswith(APP)}
            if own != compat:
                problems.append(f"{name}.xml: android: {own} and app: {compat} differ")
            if own.get("fontStyle") not in ("normal", "italic") or not re.fullmatch(r"@font/[a-z][a-z0-9_]*", own.get("font", "")):
                problems.append(f"{name}.xml: {own}")
            weight = int(own.get("fontWeight", "0"))
            if not 1 <= weight <= 1000 or weight in weights:
                problems.append(f"{name}.xml: weight {weight} out of range or given twice")
            weights[weight] = (own.get("font", "")[len("@font/"):], own.get("fontVariationSettings", ""))
        if name in wanted and weights != wanted[name]:
            problems.append(f"{name}.xml: faces by weight {weights}; the compiled rows are drawn with {wanted[name]}")
    if not problems:
        print(f"android fonts: {len(files)} font famil{'y' if len(files) == 1 else 'ies'}, "
              f"{sum(len(w) for w in wanted.values())} faces, as the text appearances and the compiled rows need")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
