#!/usr/bin/env python3
"""Measures pictures drawn by `tintype preview --png … --guides` for one style at one category,
with Pillow, against the compiled theme (read with Python's JSON parser) and the font file its row
names (found among fontconfig's files by its SHA-256, read with fontTools):

  baselines PNG   the default sample (two lines): the two baseline guides (pure red rows) are
                  the row's line height × scale apart, to the pixel;
  capheight PNG   sample "HHHH": the ink starts cap height × size × scale above the baseline
                  (the font's OS/2 sCapHeight), to the pixel;
  tracking PNG    sample "H" over "HHHHHHHHHHH": the second line's ink is wider by
                  10 × (H's advance + tracking) at the scale, within a pixel and a half (each
                  glyph sits on a whole pixel), which tells it from no tracking at all.

And the components a picture of every category draws, against the theme file's declarations:

  components THEME.json   each component and style it sets is a row of boxes, one per category,
                  each box its height × scale tall (to the pixel) and outlined red exactly where
                  its lines of the row's line height and its padding pass that height.

usage: check_preview_png.py COMPILED.tintype.json STYLE CATEGORY SCALE CHECK PNG
       check_preview_png.py COMPILED.tintype.json components THEME.json SCALE PNG
Exits 0 when the measurement matches, 1 with what was measured otherwise."""
import glob
import hashlib
import json
import subprocess
import sys

from fontTools.ttLib import TTFont
from PIL import Image

RED = (255, 0, 0)
# The outlines of a component whose text fits and of one whose text clips.
FITS = (176, 176, 176)
CLIPS = (215, 0, 21)
CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]


def row_of(compiled, style, category):
    for row in compiled["styles"]:
        if row["style"] == style and row["category"] == category and row["leading"] == "standard" and not row["emphasized"]:
            return row
    sys.exit(f"no row {style} {category}")


def font_file(compiled, row):
    face = compiled["fonts"][row["font"]]
    files = subprocess.run(["fc-list", "--format", "%{file}\n"], capture_output=True, text=True, check=True).stdout.split()
    for path in sorted(set(files)):
        with open(path, "rb") as handle:
            if hashlib.sha256(handle.read()).hexdigest() == face["sha256"]:
                return TTFont(path, fontNumber=face["faceIndex"])
    sys.exit(f"no installed file has the SHA-256 of {face['postscriptName']}")


def baselines(image):
    """Rows that are mostly guide red: the baselines, top to bottom."""
    width, height = image.size
    pixels = image.load()
    rows = []
    for y in range(height):
        red = sum(1 for x in range(0, width, 2) if pixels[x, y] == RED)
        if red >= 10:
            rows.append(y)
    return rows


def red_span(image, y):
    pixels = image.load()
    xs = [x for x in range(image.size[0]) if pixels[x, y] == RED]
    return min(xs), max(xs)


def is_ink(pixel):
    """The sample's black text (anti-aliased: a grey) as opposed to guides (coloured) and white."""
    r, g, b = pixel
    return r == g == b and r < 160


def ink_box(image, left, right, top, bottom):
    pixels = image.load()
    points = [(x, y) for y in range(max(0, top), bottom) for x in range(max(0, left), right) if is_ink(pixels[x, y])]
    if not points:
        return None
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def box_corners(image):
    """The top-left corners of the component outlines, top to bottom and left to right: (x, y,
    clips, height in pixels down the left side). Where text crosses an outline the outline
    resumes after it with a corner of its own that goes only as deep as the outline's stroke: a
    corner less than 6 px deep is not a box's."""
    width, height = image.size
    pixels = image.load()
    corners = []
    for y in range(height - 1):
        for x in range(width - 1):
            color = pixels[x, y]
            if color not in (FITS, CLIPS):
                continue
            if (x > 0 and pixels[x - 1, y] == color) or (y > 0 and pixels[x, y - 1] == color):
                continue
            if pixels[x + 1, y] != color or pixels[x, y + 1] != color:
                continue
            bottom = y
            while bottom + 1 < height and pixels[x, bottom + 1] == color:
                bottom += 1
            if bottom - y + 1 >= 6:
                corners.append((x, y, color == CLIPS, bottom - y + 1))
    return corners


def components(compiled, theme_path, scale, png):
    """Python's own reading of which boxes clip, against the boxes the picture draws."""
    theme = json.load(open(theme_path))
    expected = []
    for component in theme.get("components", []):
        limit = component.get("height", component.get("maximumHeight"))
        padding = component.get("padding", 0)
        top, bottom = (padding, padding) if isinstance(padding, (int, float)) else (padding.get("top", 0), padding.get("bottom", 0))
        lines = component.get("lines", 1)
        for style in component["styles"]:
            heights = {row["category"]: row["lineHeight"] for row in compiled["styles"]
                       if row["style"] == style and row["leading"] == "standard" and not row["emphasized"]}
            expected.append((component["name"], style, limit,
                             [lines * heights[c] + top + bottom > limit + 1e-9 for c in CATEGORIES if c in heights]))
    image = Image.open(png).convert("RGB")
    rows = {}
    for x, y, clips, height in box_corners(image):
        rows.setdefault(y, []).append((x, clips, height))
    drawn = [sorted(rows[y]) for y in sorted(rows)]
    problems = []
    if len(drawn) != len(expected):
        problems.append(f"{len(drawn)} rows of boxes drawn, {len(expected)} component styles declared")
    for (name, style, limit, clips), boxes in zip(expected, drawn):
        if [b[1] for b in boxes] != clips:
            problems.append(f"{name} · {style}: red at {[b[1] for b in boxes]}, clipping by the line heights at {clips}")
        for _, _, height in boxes:
            if abs(height - limit * scale) > 1:
                problems.append(f"{name} · {style}: a box {height} px tall, {limit} pt × {scale} = {limit * scale} px")
    total = sum(len(b) for b in drawn)
    print(f"{total} boxes in {len(drawn)} rows, {sum(b[1] for r in drawn for b in r)} red" if not problems else "\n".join(problems))
    return not problems and total > 0


def main():
    if len(sys.argv) == 6 and sys.argv[2] == "components":
        return components(json.load(open(sys.argv[1])), sys.argv[3], float(sys.argv[4]), sys.argv[5])
    compiled_path, style, category, scale, check, png = sys.argv[1:7]
    scale = float(scale)
    compiled = json.load(open(compiled_path))
    row = row_of(compiled, style, category)
    image = Image.open(png).convert("RGB")
    lines = baselines(image)
    if check == "baselines":
        expected = row["lineHeight"] * scale
        measured = [b - a for a, b in zip(lines, lines[1:])]
        ok = len(lines) == 2 and abs(measured[0] - expected) < 1
        print(f"baselines at rows {lines}; distance {measured} px, line height × scale {expected} px")
        return ok
    font = font_file(compiled, row)
    units = font["head"].unitsPerEm
    px = row["size"] * scale / units
    if check == "capheight":
        baseline = lines[0]
        left, right = red_span(image, baseline)
        box = ink_box(image, left - 2, right + 2, baseline - int(row["lineHeight"] * scale), baseline)
        expected = font["OS/2"].sCapHeight * px
        measured = baseline - box[1]
        print(f"ink top {box[1]}, baseline {baseline}: {measured} px; sCapHeight {font['OS/2'].sCapHeight}/{units} × {row['size']} pt × {scale} = {expected:.2f} px")
        return abs(measured - expected) <= 1
    if check == "tracking":
        widths = []
        for baseline in lines[:2]:
            left, right = red_span(image, baseline)
            box = ink_box(image, left - 2, image.size[0], baseline - int(row["lineHeight"] * scale) + 2, baseline)
            widths.append(box[2] - box[0] + 1)
        advance = font["hmtx"][font.getBestCmap()[ord("H")]][0] * px
        tracking = row["tracking"]["points"] * scale
        expected = 10 * (advance + tracking)
        measured = widths[1] - widths[0]
        untracked = 10 * advance
        print(f"ink widths {widths}: {measured} px wider; 10 × (advance {advance:.2f} + tracking {tracking:.3f}) = {expected:.2f} px (without tracking {untracked:.2f})")
        return abs(measured - expected) <= 1.5 and abs(measured - untracked) > 1.5
    sys.exit(f"unknown check {check}")


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
