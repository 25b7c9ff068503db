#!/usr/bin/env python3
"""The baseline of the preview's PNG benchmark: Pillow draws the grid `tintype preview --png`
draws (every style at every category of a compiled theme, the same two sample lines, at the same
scale), with the same font files (given as tintype-render gets them, SHA256=PATH), the same sizes and the same geometry (12 px padding, columns as wide as their widest
line, lines a line height apart with the baseline at the row's baselineOffset), labels and tint
swatches included, with `ImageDraw.text` (HarfBuzz layout through raqm when Pillow has it), and
saves it as PNG at zlib level 1, as Tintype's fast PNG setting does.

usage: pillow_grid.py COMPILED.tintype.json OUT.png SCALE SHA256=PATH..."""
import json
import sys

from PIL import Image, ImageDraw, ImageFont

CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
LINES = ["Typography gjpq", "ÅÉÎÑ Sphinx"]


def main():
    compiled = json.load(open(sys.argv[1]))
    out = sys.argv[2]
    s = int(sys.argv[3])
    by_hash = dict(argument.split("=", 1) for argument in sys.argv[4:])
    fonts = {}

    def font(face_index, pixels):
        face = compiled["fonts"][face_index]
        key = (face_index, pixels)
        if key not in fonts:
            fonts[key] = ImageFont.truetype(by_hash[face["sha256"]], size=pixels, index=face["faceIndex"])
        return fonts[key]

    rows = {(r["style"], r["category"]): r for r in compiled["styles"] if r["leading"] == "standard" and not r["emphasized"]}
    styles = [t["style"] for t in compiled["typefaces"]]
    pad = 12 * s
    body = rows.get(("body", "large")) or rows[(styles[0], "large")]
    label = font(body["font"], 13 * s)
    cells = [[rows[(style, category)] for category in CATEGORIES] for style in styles]
    label_column = max(label.getlength(style) for style in styles) + 2 * pad
    widths = []
    for column, category in enumerate(CATEGORIES):
        header = label.getlength(category + (" (default)" if category == "large" else ""))
        lines = max(font(row[column]["font"], row[column]["size"] * s).getlength(line) for row in cells for line in LINES)
        widths.append(-(-(max(header, lines) + 2 * pad) // 1))
    heights = [-(-(max(len(LINES) * r["lineHeight"] * s for r in row) + 2 * pad) // 1) for row in cells]
    swatch = 40 * s
    modes = [(m["appearance"], m["contrast"], t) for t in compiled["tints"] for m in t["modes"]]
    width = int(max(label_column + sum(widths), label_column + 2 * (swatch + 3.5 * pad + 200 * s)))
    height = int(18 * s + 2 * pad + sum(heights) + pad + len(modes) * (swatch + pad))
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    x = label_column
    for column, category in enumerate(CATEGORIES):
        draw.text((x + pad, pad + 13 * s), category + (" (default)" if category == "large" else ""), font=label, fill=(96, 96, 96), anchor="ls")
        draw.rectangle([x, 0, x + s // 2, height - 1], fill=(224, 224, 224))
        x += widths[column]
    y = 18 * s + 2 * pad
    for index, row in enumerate(cells):
        draw.rectangle([0, y, width - 1, y + s // 2], fill=(224, 224, 224))
        draw.text((pad, y + pad + 13 * s), styles[index], font=label, fill=(96, 96, 96), anchor="ls")
        x = label_column
        for column, cell in enumerate(row):
            face = font(cell["font"], cell["size"] * s)
            for number, line in enumerate(LINES):
                top = y + pad + number * cell["lineHeight"] * s
                draw.text((x + pad, round(top + cell["baselineOffset"] * s)), line, font=face, fill=(0, 0, 0), anchor="ls")
            x += widths[column]
        y += heights[index]
    y += pad
    for appearance, contrast, tints in modes:
        draw.text((pad, y + swatch / 2 + 4 * s), appearance + (", increased contrast" if contrast == "increased" else ""), font=label, fill=(96, 96, 96), anchor="ls")
        x = label_column
        for color, caption in [(tints["default"], "tint"), (tints["dimmedDefault"], "dimmed")]:
            draw.rectangle([x, y, x + swatch, y + swatch], fill=color[:7])
            draw.text((x + swatch + pad / 2, y + swatch / 2 + 4 * s), f"{caption} {color}", font=label, fill=(96, 96, 96), anchor="ls")
            x += swatch + 3.5 * pad + 200 * s
        y += swatch + pad
    image.save(out, compress_level=1)


if __name__ == "__main__":
    main()
