#!/usr/bin/env python3
"""Writes a theme on 50 font files for the metrics benchmarks: 25 styles, each in its own Noto
family (of the benchmark font set), regular and bold, every file confirmed by fc-match for its
weight (80 regular, 200 bold), so the theme reads exactly those 50 files.

    python3 Benchmarks/Inputs/fifty_files.py THEME.json
"""

import json
import subprocess
import sys


def matched(family, weight):
    return subprocess.run(["fc-match", "--format", "%{file}", f"{family}:weight={weight}"], capture_output=True, text=True).stdout


def main():
    listed = subprocess.run(["fc-list", "--format", "%{family[0]}\t%{style[0]}\t%{file}\n"], capture_output=True, text=True).stdout
    faces = {}
    for line in listed.splitlines():
        family, style, path = line.split("\t")
        if "/noto/" in path and style in ("Regular", "Bold"):
            faces.setdefault(family, {})[style] = path
    families = []
    for family in sorted(faces):
        found = faces[family]
        if len(found) == 2 and matched(family, 80) == found["Regular"] and matched(family, 200) == found["Bold"]:
            families.append(family)
        if len(families) == 25:
            break
    if len(families) < 25:
        sys.exit(f"fifty_files.py: only {len(families)} Noto families with both files installed; install fonts-noto-core")
    styles = [{"name": "body", "font": "f00", "weight": 400, "emphasizedWeight": 700}]
    styles += [{"name": f"s{i:02}", "font": f"f{i:02}", "size": 17, "weight": 400, "emphasizedWeight": 700,
                "scale": {"model": "relative", "to": "body"}} for i in range(1, len(families))]
    theme = {"name": "fifty-files", "typography": {
        "fonts": {f"f{i:02}": {"families": [family]} for i, family in enumerate(families)},
        "lineHeight": {"policy": "fontMetrics"}, "styles": styles}}
    with open(sys.argv[1], "w") as f:
        json.dump(theme, f, indent=1)


main()
