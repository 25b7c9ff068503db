#!/usr/bin/env python3
"""Checks a `tintype metrics snapshot` against fontTools, an independent reader of the same fonts.

For every face: its file is found by name among fontconfig's files and the --font-dir folders and
confirmed by SHA-256, then read with fontTools (a variable font instanced at the face's location
with fontTools' instancer): unitsPerEm, hhea, typo, win, USE_TYPO_METRICS, cap height and x-height
with their source, the ink of the snapshot's sample (BoundsPen), its advances (hmtx) and how many
of its characters the face has, trak, and the names. For every row: the sample's width from those
advances, the size and the tracking, and the Capsize trims from the face's line box (chosen as
FreeType chooses it), the size and the line height. Prints each mismatch and a summary; exit 1 on
any.

    python3 Scripts/check_metrics_snapshot.py SNAPSHOT.json [--font-dir DIR ...]
"""

import argparse
import hashlib
import json
import math
import os
import subprocess
import sys

import compare_with_fonttools


def candidate_files(font_dirs):
    out = subprocess.run(["fc-list", "--format", "%{file}\n"], check=True, capture_output=True, text=True).stdout
    paths = set(line for line in out.splitlines() if line)
    for directory in font_dirs:
        for root, _, files in os.walk(directory):
            paths.update(os.path.join(root, name) for name in files)
    by_name = {}
    for path in sorted(paths):
        by_name.setdefault(os.path.basename(path), []).append(path)
    return by_name


def find_file(face, by_name):
    for path in by_name.get(face["file"], []):
        with open(path, "rb") as f:
            if hashlib.sha256(f.read()).hexdigest() == face["sha256"]:
                return path
    return None


def round4(value):
    """Rounds to 1/10,000, halves away from zero (as tintype rounds lengths)."""
    scaled = abs(value) * 10000
    return math.copysign(math.floor(scaled + 0.5) / 10000, value)


def read_face(path, face, sample):
    from fontTools.ttLib import TTFont
    with open(path, "rb") as f:
        collection = f.read(4) == b"ttcf"
    font = TTFont(path, fontNumber=face["faceIndex"] if collection else -1)
    names = font["name"]

    def name(name_id):
        return names.getDebugName(name_id)

    values = {
        "family": name(16) or name(1),
        "styleName": name(17) or name(2),
        "version": name(5),
    }
    if face["location"]:
        from fontTools.varLib import instancer
        font = instancer.instantiateVariableFont(font, {tag: value for tag, value in face["location"].items()})
    else:
        values["postscriptName"] = name(6)
    os2 = font["OS/2"] if "OS/2" in font else None
    hhea = font["hhea"] if "hhea" in font else None
    cmap = font.getBestCmap() or {}

    modern = os2 is not None and os2.version >= 2
    cap = os2.sCapHeight if modern else compare_with_fonttools.control_box_top(font, "H")
    x = os2.sxHeight if modern else compare_with_fonttools.control_box_top(font, "x")
    present = [character for character in sample if ord(character) in cmap]
    advance = sum(font["hmtx"][cmap[ord(character)]][0] for character in present)
    characters = len(present)
    ink = compare_with_fonttools.ink(font, present)
    trak = None
    if "trak" in font and font["trak"].horizData:
        trak = [dict(track=track, name=names.getDebugName(font["trak"].horizData[track].nameIndex),
                     values=[dict(size=size, value=font["trak"].horizData[track][size]) for size in sorted(font["trak"].horizData[track])])
                for track in sorted(font["trak"].horizData)]
    values.update({
        "unitsPerEm": font["head"].unitsPerEm,
        "hhea": None if hhea is None else dict(ascender=hhea.ascent, descender=hhea.descent, lineGap=hhea.lineGap),
        "typo": None if os2 is None else dict(ascender=os2.sTypoAscender, descender=os2.sTypoDescender, lineGap=os2.sTypoLineGap),
        "win": None if os2 is None else dict(ascent=os2.usWinAscent, descent=os2.usWinDescent),
        "useTypoMetrics": bool(os2 is not None and os2.fsSelection & 0x80),
        "capHeight": cap, "xHeight": x,
        "capHeightSource": None if cap is None else ("os2" if modern else "glyph"),
        "xHeightSource": None if x is None else ("os2" if modern else "glyph"),
        "ink": ink, "advance": advance, "characters": characters, "trak": trak,
    })
    return values


def line_box(face):
    """The face's line box as FreeType chooses it (Docs/FontMetrics.md): typo with USE_TYPO_METRICS;
    else hhea; typo when hhea's ascender and descender are 0; win when typo is 0 too."""
    typo, hhea, win = face["typo"], face["hhea"], face["win"]
    if face["useTypoMetrics"] and typo:
        return typo
    if hhea and (hhea["ascender"] or hhea["descender"]):
        return hhea
    if typo and (typo["ascender"] or typo["descender"]):
        return typo
    if win:
        return dict(ascender=win["ascent"], descender=-win["descent"], lineGap=0)
    return dict(ascender=face["unitsPerEm"], descender=0, lineGap=0)


def check_row(row, face, mismatches, where):
    size = row["size"]
    if face["characters"] == 0:
        expected_width = None
    else:
        expected_width = round4((face["advance"] / face["unitsPerEm"] + face["characters"] * row["tracking"]["em"]) * size)
    if (expected_width is None) != (row["width"] is None) or (expected_width is not None and abs(expected_width - row["width"]) > 1e-9):
        mismatches.append(f"{where}.width: tintype {row['width']!r}, from fontTools' advances {expected_width!r}")
    box = line_box(face)
    scale = size / face["unitsPerEm"]
    ascender, descender, gap = box["ascender"] * scale, box["descender"] * scale, box["lineGap"] * scale
    if face["capHeight"] is None:
        expected_trims = None
    else:
        # Capsize: the distance from the line box's edges to the cap height and the baseline, less
        # half of what the line height adds to the font's own.
        offset = (ascender - descender + gap - row["lineHeight"]) / 2
        expected_trims = dict(capHeight=round4(-((ascender - face["capHeight"] * scale + gap / 2) - offset) / size),
                              baseline=round4(-((-descender + gap / 2) - offset) / size))
    trims = row["trims"]
    if (expected_trims is None) != (trims is None) or (trims is not None and any(
            abs(expected_trims[k] - trims[k]) > 1.01e-4 for k in ("capHeight", "baseline"))):
        mismatches.append(f"{where}.trims: tintype {trims!r}, from fontTools' metrics {expected_trims!r}")


def compare(expected, actual, where, mismatches):
    for key, value in expected.items():
        if actual.get(key) != value:
            mismatches.append(f"{where}.{key}: tintype {actual.get(key)!r}, fontTools {value!r}")
    return len(expected)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("snapshot")
    parser.add_argument("--font-dir", action="append", default=[])
    args = parser.parse_args()
    with open(args.snapshot, encoding="utf-8") as f:
        snapshot = json.load(f)
    by_name = candidate_files(args.font_dir)
    sample = snapshot["sample"]["characters"]
    mismatches, fields = [], 0
    for index, face in enumerate(snapshot["faces"]):
        path = find_file(face, by_name)
        if path is None:
            mismatches.append(f"faces[{index}]: no file named {face['file']} with SHA-256 {face['sha256']}")
            continue
        fields += compare(read_face(path, face, sample), face, f"faces[{index}] ({face['file']})", mismatches)
    for index, row in enumerate(snapshot["rows"]):
        check_row(row, snapshot["faces"][row["face"]], mismatches, f"rows[{index}] ({row['style']} @ {row['category']})")
        fields += 2
    for line in mismatches:
        print(line)
    print(f"{args.snapshot}: {len(snapshot['faces'])} faces, {len(snapshot['rows'])} rows, {fields} values compared, "
          f"{len(mismatches)} mismatches")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
