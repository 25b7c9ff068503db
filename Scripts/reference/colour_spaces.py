#!/usr/bin/env python3
"""Writes Tests/Fixtures/Reference/colour-spaces.json: colours in each of DTCG 2025.10's fourteen
colour spaces and the same colours in sRGB (unclamped), as ColorAide (pip install coloraide), an
independent implementation of CSS Color 4, converts them. Tintype's conversions are tested against it."""
import json
from coloraide import Color

# (DTCG space, CSS form, components): in range, some outside sRGB's gamut.
SAMPLES = [
    ("srgb", "srgb", [0.2, 0.4, 0.8]),
    ("srgb-linear", "srgb-linear", [0.5, 0.1, 0.9]),
    ("hsl", "hsl", [210, 60, 40]),
    ("hwb", "hwb", [120, 20, 30]),
    ("hwb", "hwb", [300, 60, 70]),
    ("lab", "lab", [50, 0, 0]),
    ("lab", "lab", [62.5, 40, -55]),
    ("lch", "lch", [50, 30, 120]),
    ("lch", "lch", [70, 90, 20]),
    ("oklab", "oklab", [0.6, 0.1, -0.1]),
    ("oklch", "oklch", [0.7, 0.15, 250]),
    ("display-p3", "display-p3", [1, 0, 0]),
    ("a98-rgb", "a98-rgb", [0.5, 0.2, 0.8]),
    ("prophoto-rgb", "prophoto-rgb", [0.3, 0.6, 0.2]),
    ("prophoto-rgb", "prophoto-rgb", [0.02, 0.01, 0.9]),
    ("rec2020", "rec2020", [1, 0, 0]),
    ("rec2020", "rec2020", [0.01, 0.5, 0.3]),
    ("xyz-d65", "xyz-d65", [0.3, 0.4, 0.5]),
    ("xyz-d50", "xyz-d50", [0.3, 0.4, 0.5]),
]

def main():
    rows = []
    for space, css, components in SAMPLES:
        # ColorAide keeps HSL's saturation and lightness and HWB's whiteness and blackness in 0…1.
        coords = [components[0]] + [c / 100 for c in components[1:]] if space in ("hsl", "hwb") else components
        srgb = Color(css, coords).convert("srgb").coords()
        rows.append({"colorSpace": space, "components": components, "srgb": [round(c, 6) for c in srgb]})
    document = {"source": "ColorAide " + __import__("coloraide").__version__, "colours": rows}
    with open("Tests/Fixtures/Reference/colour-spaces.json", "w") as out:
        json.dump(document, out, indent=1)
        out.write("\n")

if __name__ == "__main__":
    main()
