#!/usr/bin/env python3
"""Checks `tintype fonts inspect --json` against fontTools, an independent reader of the same tables.

The ink of the lint's default sample (`--ink basicLatin`) is compared too: fontTools' BoundsPen
draws the same glyphs' outlines.

Every face fontconfig lists (`fc-list`), plus every face of the fonts in the directories given with
--font-dir, is read twice: by tintype (FreeType) and here (fontTools). Every field of the inspect
schema is compared; the script prints one line per mismatch and a summary, and exits 1 on any
mismatch. fontTools is installed with pip when it is missing.

    python3 Scripts/compare_with_fonttools.py --tintype .build/debug/tintype --font-dir Fonts
"""

import argparse
import hashlib
import importlib
import json
import os
import subprocess
import sys


def ensure_fonttools():
    try:
        importlib.import_module("fontTools")
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "fonttools"])


def fontconfig_faces():
    out = subprocess.run(["fc-list", "--format", "%{file}\t%{index}\n"], check=True, capture_output=True, text=True).stdout
    faces = set()
    for line in out.splitlines():
        path, _, index = line.partition("\t")
        if path:
            faces.add((path, int(index or 0) & 0xFFFF))
    return faces


def directory_faces(directory):
    from fontTools.ttLib import TTCollection
    faces = set()
    for entry in sorted(os.listdir(directory)):
        path = os.path.join(directory, entry)
        if not entry.lower().endswith((".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2")):
            continue
        with open(path, "rb") as f:
            collection = f.read(4) == b"ttcf"
        count = len(TTCollection(path).fonts) if collection else 1
        faces.update((path, i) for i in range(count))
    return faces


def control_box_top(font, character):
    """The top of a glyph's control box in font units, as FreeType's FT_Outline_Get_CBox gives it."""
    from fontTools.pens.boundsPen import ControlBoundsPen
    glyph_name = font.getBestCmap().get(ord(character)) if font.getBestCmap() else None
    if glyph_name is None:
        return None
    glyph_set = font.getGlyphSet()
    pen = ControlBoundsPen(glyph_set)
    glyph_set[glyph_name].draw(pen)
    return None if pen.bounds is None else round(pen.bounds[3])


# The lint's default sample (Docs/Checks.md, "The lint"): the letters and digits of Basic Latin.
BASIC_LATIN = [chr(c) for c in list(range(0x30, 0x3A)) + list(range(0x41, 0x5B)) + list(range(0x61, 0x7B))]


def ink(font, characters=BASIC_LATIN):
    """The exact bounds of the sample's outlines (fontTools' BoundsPen), as tintype's --ink reads them:
    the highest top and lowest bottom in font units, and the first characters (in code point order)
    that reach them."""
    from fontTools.pens.boundsPen import BoundsPen
    cmap = font.getBestCmap() or {}
    glyph_set = font.getGlyphSet()
    found = None
    for character in characters:
        glyph_name = cmap.get(ord(character))
        if glyph_name is None:
            continue
        pen = BoundsPen(glyph_set)
        glyph_set[glyph_name].draw(pen)
        if pen.bounds is None:
            continue
        bottom, top = round(pen.bounds[1]), round(pen.bounds[3])
        if found is None:
            found = dict(top=top, bottom=bottom, topCharacter=character, bottomCharacter=character)
            continue
        if top > found["top"]:
            found.update(top=top, topCharacter=character)
        if bottom < found["bottom"]:
            found.update(bottom=bottom, bottomCharacter=character)
    return found


def ink_of_basic_latin(font):
    """`ink` of the lint's default sample, named as `fonts inspect --ink basicLatin` names it."""
    found = ink(font)
    return None if found is None else dict(found, sample="basicLatin")


def expected_face(path, face, with_ink=False):
    from fontTools.ttLib import TTCollection, TTFont
    with open(path, "rb") as f:
        data = f.read()
    face_count = len(TTCollection(path).fonts) if data[:4] == b"ttcf" else 1
    font = TTFont(path, fontNumber=face if data[:4] == b"ttcf" else -1, lazy=True)
    name = font["name"] if "name" in font else None

    def name_string(name_id):
        return name.getDebugName(name_id) if name is not None else None

    os2 = font["OS/2"] if "OS/2" in font else None
    hhea = font["hhea"] if "hhea" in font else None
    post = font["post"] if "post" in font else None
    head = font["head"]
    modern_os2 = os2 is not None and os2.version >= 2
    cap = os2.sCapHeight if modern_os2 else control_box_top(font, "H")
    x = os2.sxHeight if modern_os2 else control_box_top(font, "x")
    source = "os2" if modern_os2 else "glyph"

    axes, instances, location = [], [], None
    if "fvar" in font:
        fvar = font["fvar"]
        axes = [dict(tag=a.axisTag, name=name_string(a.axisNameID), min=a.minValue, default=a.defaultValue, max=a.maxValue)
                for a in fvar.axes]
        instances = [dict(name=name_string(i.subfamilyNameID),
                          postscriptName=None if i.postscriptNameID in (None, 0xFFFF) else name_string(i.postscriptNameID),
                          coordinates={k: float(v) for k, v in i.coordinates.items()})
                     for i in fvar.instances]
        location = {a.axisTag: a.defaultValue for a in fvar.axes}

    trak = None
    if "trak" in font and font["trak"].horizData:
        trak = []
        for track in sorted(font["trak"].horizData):
            entry = font["trak"].horizData[track]
            trak.append(dict(track=track, name=name_string(entry.nameIndex),
                             values=[dict(size=size, value=entry[size]) for size in sorted(entry)]))

    if os2 is not None:
        italic = bool(os2.fsSelection & 0x0201)
    else:
        italic = bool(head.macStyle & 0x0002)

    family = name_string(16) or name_string(1)
    style = name_string(17) or name_string(2)
    return {
        "file": path,
        "faceIndex": face,
        "faceCount": face_count,
        "format": "CFF" if ("CFF " in font or "CFF2" in font) else "TrueType",
        "sha256": hashlib.sha256(data).hexdigest(),
        "familyName": family,
        "styleName": style,
        "postscriptName": name_string(6),
        "fullName": name_string(4),
        "version": name_string(5),
        "unitsPerEm": head.unitsPerEm,
        "hhea": None if hhea is None else dict(ascender=hhea.ascent, descender=hhea.descent, lineGap=hhea.lineGap),
        "typo": None if os2 is None else dict(ascender=os2.sTypoAscender, descender=os2.sTypoDescender, lineGap=os2.sTypoLineGap),
        "win": None if os2 is None else dict(ascent=os2.usWinAscent, descent=os2.usWinDescent),
        "useTypoMetrics": bool(os2 is not None and os2.fsSelection & 0x80),
        "os2Version": None if os2 is None else os2.version,
        "capHeight": cap,
        "xHeight": x,
        "capHeightSource": source if cap is not None else None,
        "xHeightSource": source if x is not None else None,
        "underlinePosition": None if post is None else post.underlinePosition,
        "underlineThickness": None if post is None else post.underlineThickness,
        "weightClass": None if os2 is None else os2.usWeightClass,
        "widthClass": None if os2 is None else os2.usWidthClass,
        "italic": italic,
        "axes": axes,
        "namedInstances": instances,
        "location": location,
        "trak": trak,
        **({"ink": ink_of_basic_latin(font)} if with_ink else {}),
    }


def compare(expected, actual, path, mismatches):
    """Compares leaf by leaf; returns the number of leaves compared."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        count = 0
        for key in sorted(set(expected) | set(actual)):
            if key not in actual or key not in expected:
                mismatches.append(f"{path}.{key}: present on one side only")
                continue
            count += compare(expected[key], actual[key], f"{path}.{key}", mismatches)
        return count
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            mismatches.append(f"{path}: {len(actual)} items, fontTools has {len(expected)}")
            return 1
        return sum(compare(e, a, f"{path}[{i}]", mismatches) for i, (e, a) in enumerate(zip(expected, actual)))
    if expected != actual:
        mismatches.append(f"{path}: tintype {actual!r}, fontTools {expected!r}")
    return 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tintype", required=True, help="path of the tintype executable")
    parser.add_argument("--font-dir", action="append", default=[], help="a directory of extra fonts (repeatable)")
    args = parser.parse_args()
    ensure_fonttools()

    faces = fontconfig_faces()
    for directory in args.font_dir:
        faces |= directory_faces(directory)
    fields = 0
    mismatches = []
    for path, face in sorted(faces):
        run = subprocess.run([args.tintype, "fonts", "inspect", path, "--face", str(face), "--ink", "basicLatin", "--json"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            mismatches.append(f"{path}#{face}: tintype failed: {run.stderr.strip()}")
            continue
        fields += compare(expected_face(path, face, with_ink=True), json.loads(run.stdout), f"{path}#{face}", mismatches)
    files = len({path for path, _ in faces})
    for line in mismatches:
        print("mismatch:", line)
    print(f"fontTools comparison: {len(faces)} faces in {files} files, {fields} fields compared, "
          f"{len(mismatches)} mismatches")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
