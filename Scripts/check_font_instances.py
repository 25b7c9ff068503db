#!/usr/bin/env python3
"""Checks what `tintype fonts inspect FONT --axis … --json` read at variable-font locations (through
FreeType's variation API) against fontTools' instancer: for each location, fontTools makes the
static instance (`fontTools.varLib.instancer.instantiateVariableFont`, MVAR and HVAR applied) and
its hhea and OS/2 typo metrics, win metrics, cap height, x-height and underline must equal
Tintype's reading, to the unit.

usage: check_font_instances.py FONT LOCATION:INSPECT.json ...
       (LOCATION is `wght=400,opsz=72`; INSPECT.json what `fonts inspect --json` printed there)
Exits 0 when every location matches, 1 with one line per difference otherwise."""
import json
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer


def instance_metrics(path, location):
    font = instancer.instantiateVariableFont(TTFont(path), location)
    hhea, os2, post = font["hhea"], font["OS/2"], font["post"]
    return {
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "typo": {"ascender": os2.sTypoAscender, "descender": os2.sTypoDescender, "lineGap": os2.sTypoLineGap},
        "win": {"ascent": os2.usWinAscent, "descent": os2.usWinDescent},
        "capHeight": os2.sCapHeight, "xHeight": os2.sxHeight,
        "underlinePosition": post.underlinePosition, "underlineThickness": post.underlineThickness,
    }


def main(path, pairs):
    problems = []
    for pair in pairs:
        if ":" not in pair:
            sys.exit(__doc__)
        location_text, inspect_path = pair.rsplit(":", 1)
        location = {k: float(v) for k, v in (item.split("=") for item in location_text.split(","))}
        read = json.load(open(inspect_path, encoding="utf-8"))
        read = read[0] if isinstance(read, list) else read
        wanted = instance_metrics(path, location)
        for key, value in wanted.items():
            if read.get(key) != value:
                problems.append(f"{location_text}: {key} read {read.get(key)}, fontTools' instance {value}")
        if read.get("location") != location:
            problems.append(f"{location_text}: read at {read.get('location')}")
    for problem in problems:
        print(problem)
    if not problems:
        print(f"{len(pairs)} locations: every metric equals fontTools' instance")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
