#!/usr/bin/env python3
"""Checks the rows of a compiled theme whose font role has a display cut (a family that comes as
separate optical cuts, Inter and Inter Display) against the font files, read with fontTools: each
row's face (found among fontconfig's files by the SHA-256 the compiled theme gives) must be of the
display cut's first family (the name table's typographic family, else its family) exactly where
the row's size reaches the cut's `from`, else of the role's first family; and its ascender, cap
height and x-height (pt) must be that file's OS/2 values per em times the size.

usage: check_display_cut.py COMPILED.tintype.json
Exits 0 when every row matches, 1 with one line per mismatch otherwise."""
import hashlib
import json
import subprocess
import sys

from fontTools.ttLib import TTFont

from chromium_page import report


def files_by_hash():
    paths = subprocess.run(["fc-list", "--format", "%{file}\n"], capture_output=True, text=True, check=True).stdout.split("\n")
    found = {}
    for path in sorted({p for p in paths if p}):
        with open(path, "rb") as handle:
            found[hashlib.sha256(handle.read()).hexdigest()] = path
    return found


def family_name(font):
    names = font["name"]
    record = names.getName(16, 3, 1, 0x409) or names.getName(1, 3, 1, 0x409)
    return str(record)


def main(compiled_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    typefaces = {t["style"]: t for t in compiled["typefaces"]}
    if not any("displayCut" in t for t in typefaces.values()):
        sys.exit(f"{compiled_path}: no typeface has a display cut")
    files = files_by_hash()
    fonts = {}
    problems = []
    counts = {"display": 0, "text": 0}
    for row in compiled["styles"]:
        typeface = typefaces[row["style"]]
        cut = typeface.get("displayCut")
        if row["leading"] != "standard" or cut is None:
            continue
        face = compiled["fonts"][row["font"]]
        path = files.get(face["sha256"])
        if path is None:
            problems.append(f"{row['style']} {row['category']}: no installed file has the face's SHA-256")
            continue
        font = fonts.setdefault((path, face["faceIndex"]), TTFont(path, fontNumber=face["faceIndex"]))
        display = row["size"] >= cut["from"]
        counts["display" if display else "text"] += 1
        wanted = cut["families"][0] if display else typeface["families"][0]
        where = f"{row['style']} {row['category']}{' emphasized' if row['emphasized'] else ''} at {row['size']} pt"
        if family_name(font) != wanted:
            problems.append(f"{where}: drawn in {family_name(font)}, the theme asks for {wanted}")
        units, os2 = font["head"].unitsPerEm, font["OS/2"]
        for key, value in [("ascender", os2.sTypoAscender), ("capHeight", os2.sCapHeight), ("xHeight", os2.sxHeight)]:
            expected = value / units * row["size"]
            if abs(row["metrics"][key] - expected) > 1e-3:
                problems.append(f"{where}: {key} {row['metrics'][key]}, fontTools {expected:.4f} ({path.rsplit('/', 1)[-1]})")
    if not counts["display"] or not counts["text"]:
        problems.append(f"rows in the display cut {counts['display']}, in the text cut {counts['text']}: the fixture should have both")
    if not problems:
        print(f"{compiled_path.rsplit('/', 1)[-1]}: {counts['display']} rows in the display cut and {counts['text']} in the text cut, "
              "each measured on its own file")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
