#!/usr/bin/env python3
"""Writes a design-system monorepo for the benchmarks: COUNT themes, each a shipped theme (default,
material, accessible in turn) with its own name, its own text family (eight families of the
benchmark font set in turn) and its own accent (the shipped one's hue turned), and a project file
(tintype.yml) that builds them all to all six formats; and `compile-each.sh`, the same themes
compiled by one `tintype compile` each, the way a monorepo without a project file runs them.

    python3 Benchmarks/Inputs/monorepo.py DIRECTORY TINTYPE [COUNT]
"""

import colorsys
import json
import os
import sys

FAMILIES = ["Inter", "Roboto", "Noto Sans", "Noto Serif", "Liberation Sans", "Liberation Serif", "DejaVu Sans", "DejaVu Serif"]
SHIPPED = ["default", "material", "accessible"]
FORMATS = "json,dtcg,swift,css,android,compose"


def turned(color, turn):
    """`#rrggbb` with its hue turned by `turn` (a fraction of the circle)."""
    r, g, b = (int(color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    r, g, b = colorsys.hls_to_rgb((h + turn) % 1, l, s)
    return "#" + "".join(f"{round(c * 255):02x}" for c in (r, g, b))


def main():
    directory, tintype = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 24
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    names = []
    for index in range(count):
        base = SHIPPED[index % len(SHIPPED)]
        with open(os.path.join(root, "Themes", base, "theme.json")) as f:
            theme = json.load(f)
        name = f"brand-{index:02}"
        theme["name"] = name
        theme.pop("$schema", None)
        for font in theme["typography"]["fonts"].values():
            font["families"] = [FAMILIES[index // len(SHIPPED) % len(FAMILIES)], "sans-serif"]
        for appearance in theme["tints"]["default"].values():
            for contrast, color in appearance.items():
                appearance[contrast] = turned(color, index / count)
        os.makedirs(os.path.join(directory, "themes", name), exist_ok=True)
        with open(os.path.join(directory, "themes", name, "theme.json"), "w") as f:
            json.dump(theme, f, indent=2)
        names.append(name)
    with open(os.path.join(directory, "tintype.yml"), "w") as f:
        f.write("themes:\n" + "".join(f"  - themes/{name}\n" for name in names))
        f.write("formats:\n" + "".join(f"  {format}:\n" for format in FORMATS.split(",")))
    with open(os.path.join(directory, "compile-each.sh"), "w") as f:
        f.write("set -e\n")
        for name in names:
            f.write(f"'{tintype}' compile '{directory}/themes/{name}' --format {FORMATS} -o '{directory}/each/{name}' --quiet\n")


main()
