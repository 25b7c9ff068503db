#!/usr/bin/env python3
"""Builds Tintype's fixture fonts with exactly known metrics.

Every number a test checks is chosen here, written into the fonts, and written
again into `fixtures.json` (the manifest the Swift tests read) and `README.md`.
The tests therefore compare FreeType's reading of the fonts with the values this
script chose, not with Tintype's own output.

Run from anywhere: `python3 Fonts/generate_fixtures.py` (needs fontTools).
The output is deterministic: timestamps are fixed, so re-running it rewrites
byte-identical files.
"""

import hashlib
import json
import os
import random
import sys

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools import varLib

HERE = os.path.dirname(os.path.abspath(__file__))
BROKEN_DIR = os.path.join(HERE, "..", "Tests", "Fixtures", "BrokenFonts")
UPDATES_DIR = os.path.join(HERE, "..", "Tests", "Fixtures", "FontUpdates")

# 2024-01-01T00:00:00Z in seconds since 1904-01-01, the epoch of `head`.
FIXED_TIMESTAMP = 3786825600

USE_TYPO_METRICS = 1 << 7
FS_ITALIC = 1 << 0
FS_BOLD = 1 << 5
FS_REGULAR = 1 << 6

GLYPH_ORDER = [".notdef", "space", "H", "I", "T", "n", "o", "x", "period"]
CMAP = {0x20: "space", 0x48: "H", 0x49: "I", 0x54: "T", 0x6E: "n", 0x6F: "o", 0x78: "x", 0x2E: "period"}


def rectangles_for(name, upm, cap, xh, stem):
    """Simple but real outlines: each glyph is a union of rectangles (x0, y0, x1, y1)."""
    w = upm * 0.6
    if name == "H":
        return [(50, 0, 50 + stem, cap), (w - 50 - stem, 0, w - 50, cap), (50 + stem, cap * 0.45, w - 50 - stem, cap * 0.45 + stem)]
    if name == "I":
        return [(w / 2 - stem / 2, 0, w / 2 + stem / 2, cap)]
    if name == "T":
        return [(w / 2 - stem / 2, 0, w / 2 + stem / 2, cap - stem), (40, cap - stem, w - 40, cap)]
    if name == "n":
        return [(60, 0, 60 + stem, xh), (w - 60 - stem, 0, w - 60, xh - stem), (60 + stem, xh - stem, w - 60, xh)]
    if name == "o":
        return [(60, 0, w - 60, stem), (60, xh - stem, w - 60, xh), (60, stem, 60 + stem, xh - stem), (w - 60 - stem, stem, w - 60, xh - stem)]
    if name == "x":
        return [(60, 0, 60 + stem, xh), (w - 60 - stem, 0, w - 60, xh), (60 + stem, xh / 2 - stem / 2, w - 60 - stem, xh / 2 + stem / 2)]
    if name == "period":
        return [(w / 2 - stem / 2, 0, w / 2 + stem / 2, stem)]
    if name == ".notdef":
        return [(50, 0, w - 50, cap)]
    return []


def draw(pen, rects):
    for x0, y0, x1, y1 in rects:
        x0, y0, x1, y1 = (round(v) for v in (x0, y0, x1, y1))
        pen.moveTo((x0, y0))
        pen.lineTo((x0, y1))
        pen.lineTo((x1, y1))
        pen.lineTo((x1, y0))
        pen.closePath()


def build_font(spec, stem=None):
    """A static font from a spec dictionary (see SPECS)."""
    upm = spec["unitsPerEm"]
    cap = spec["glyphCapHeight"]
    xh = spec["glyphXHeight"]
    stem = stem if stem is not None else round(upm * 0.09)
    fb = FontBuilder(upm, isTTF=not spec.get("cff", False))
    fb.updateHead(created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP, macStyle=spec.get("macStyle", 0))
    extra = spec.get("extraGlyphs", {})
    glyph_order = GLYPH_ORDER + sorted(extra)
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap({**CMAP, **{code: name for name, (code, _) in extra.items()}})
    advance = round(upm * 0.6)

    def outline(name):
        return extra[name][1] if name in extra else rectangles_for(name, upm, cap, xh, stem)

    if spec.get("cff", False):
        charstrings = {}
        for name in glyph_order:
            pen = T2CharStringPen(advance, None)
            draw(pen, outline(name))
            charstrings[name] = pen.getCharString()
        fb.setupCFF(spec["postscriptName"], {"FullName": spec["fullName"]}, charstrings, {})
    else:
        glyphs = {}
        for name in glyph_order:
            pen = TTGlyphPen(None)
            draw(pen, outline(name))
            glyphs[name] = pen.glyph()
        fb.setupGlyf(glyphs)
    metrics = {}
    for name in glyph_order:
        rects = outline(name)
        lsb = round(min((r[0] for r in rects), default=0))
        metrics[name] = (advance, lsb)
    fb.setupHorizontalMetrics(metrics)
    hhea = spec["hhea"]
    fb.setupHorizontalHeader(ascent=hhea["ascender"], descent=hhea["descender"], lineGap=hhea["lineGap"])
    names = {
        "familyName": spec["nameFamily"],
        "styleName": spec["nameStyle"],
        "uniqueFontIdentifier": spec["postscriptName"] + ";fixture",
        "fullName": spec["fullName"],
        "version": spec["version"],
        "psName": spec["postscriptName"],
    }
    if spec["nameFamily"] != spec["familyName"]:
        names["typographicFamily"] = spec["familyName"]
        names["typographicSubfamily"] = spec["styleName"]
    names.update(spec.get("extraNames", {}))
    fb.setupNameTable(names, mac=False)
    typo = spec["typo"]
    win = spec["win"]
    os2 = dict(
        version=spec["os2Version"],
        usWeightClass=spec["weightClass"],
        usWidthClass=spec["widthClass"],
        fsSelection=spec["fsSelection"],
        sTypoAscender=typo["ascender"],
        sTypoDescender=typo["descender"],
        sTypoLineGap=typo["lineGap"],
        usWinAscent=win["ascent"],
        usWinDescent=win["descent"],
        achVendID="TNTY",
    )
    if spec["os2Version"] >= 2:
        os2.update(sCapHeight=spec["capHeight"], sxHeight=spec["xHeight"])
    fb.setupOS2(**os2)
    if spec["os2Version"] < 2:
        # FontBuilder's defaults carry version-2 fields; drop them so the table really is old.
        for field in ("sxHeight", "sCapHeight", "usDefaultChar", "usBreakChar", "usMaxContext"):
            if hasattr(fb.font["OS/2"], field):
                delattr(fb.font["OS/2"], field)
    fb.setupPost(underlinePosition=spec["underlinePosition"], underlineThickness=spec["underlineThickness"])
    if "trak" in spec:
        fb.font["trak"] = build_trak(spec["trak"])
    return fb.font


def build_trak(tracks):
    table = newTable("trak")
    table.version = 1.0
    table.format = 0
    table.horizData = TrackData()
    table.vertData = TrackData()
    for track in tracks:
        entry = TrackTableEntry({float(size): value for size, value in track["values"]}, nameIndex=track["nameIndex"])
        table.horizData[float(track["track"])] = entry
    return table


def static_spec(**overrides):
    spec = dict(
        unitsPerEm=1000,
        cff=False,
        macStyle=0,
        os2Version=4,
        weightClass=400,
        widthClass=5,
        fsSelection=FS_REGULAR,
        underlinePosition=-100,
        underlineThickness=50,
        version="Version 1.000",
    )
    spec.update(overrides)
    spec.setdefault("nameFamily", spec["familyName"])
    spec.setdefault("nameStyle", spec["styleName"])
    spec.setdefault("fullName", spec["familyName"] + " " + spec["styleName"])
    spec.setdefault("glyphCapHeight", spec.get("capHeight"))
    spec.setdefault("glyphXHeight", spec.get("xHeight"))
    return spec


# The Ink font's glyphs beyond the common set (name: (code point, rectangles)). Its letters and
# digits reach 700 above the baseline and `p` 220 below; `Á` (Latin-1) reaches 900.
INK_GLYPHS = {
    "p": (0x70, [(60, -220, 150, 500), (150, 410, 540, 500), (450, 0, 540, 410), (150, 0, 450, 90)]),
    "one": (0x31, [(255, 0, 345, 700)]),
    "Aacute": (0xC1, [(50, 0, 140, 700), (460, 0, 550, 700), (140, 315, 460, 405), (250, 780, 400, 900)]),
}

# The characters of the lint's named samples (as the README documents them).
SAMPLES = {
    "basicLatin": [chr(c) for c in range(0x30, 0x3A)] + [chr(c) for c in range(0x41, 0x5B)] + [chr(c) for c in range(0x61, 0x7B)],
    "latin1": None,  # filled below: basicLatin plus the letters of Latin-1 Supplement
}
SAMPLES["latin1"] = SAMPLES["basicLatin"] + [chr(c) for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7)]


def ink_extents(spec, sample):
    """The highest top and lowest bottom of the sample's glyphs that the font has, from the outlines
    drawn here (font units)."""
    upm, cap, xh = spec["unitsPerEm"], spec["glyphCapHeight"], spec["glyphXHeight"]
    stem = round(upm * 0.09)
    extra = spec.get("extraGlyphs", {})
    names = {**CMAP, **{code: name for name, (code, _) in extra.items()}}
    boxes = []
    for char in sample:
        name = names.get(ord(char))
        if name is None:
            continue
        rects = extra[name][1] if name in extra else rectangles_for(name, upm, cap, xh, stem)
        boxes += [(round(r[1]), round(r[3])) for r in rects]
    return dict(top=max(b[1] for b in boxes), bottom=min(b[0] for b in boxes))


TYPO_METRICS = dict(
    hhea=dict(ascender=950, descender=-250, lineGap=0),
    typo=dict(ascender=800, descender=-200, lineGap=200),
    win=dict(ascent=1000, descent=300),
    capHeight=700,
    xHeight=500,
)

SPECS = [
    static_spec(
        file="TintypeTypo-Regular.ttf", familyName="Tintype Typo", styleName="Regular",
        postscriptName="TintypeTypo-Regular", fsSelection=FS_REGULAR | USE_TYPO_METRICS,
        purpose="hhea differs from typo, USE_TYPO_METRICS set", **TYPO_METRICS,
    ),
    static_spec(
        file="TintypeTypo-Bold.ttf", familyName="Tintype Typo", styleName="Bold",
        postscriptName="TintypeTypo-Bold", weightClass=700, macStyle=1,
        fsSelection=FS_BOLD | USE_TYPO_METRICS, purpose="bold face of Tintype Typo, for weight matching",
        **TYPO_METRICS,
    ),
    static_spec(
        file="TintypeTypo-Italic.ttf", familyName="Tintype Typo", styleName="Italic",
        postscriptName="TintypeTypo-Italic", macStyle=2, fsSelection=FS_ITALIC | USE_TYPO_METRICS,
        purpose="italic face of Tintype Typo, for style matching", **TYPO_METRICS,
    ),
    static_spec(
        file="TintypeHhea-Regular.ttf", familyName="Tintype Hhea", styleName="Regular",
        postscriptName="TintypeHhea-Regular",
        hhea=dict(ascender=900, descender=-300, lineGap=100),
        typo=dict(ascender=750, descender=-250, lineGap=0),
        win=dict(ascent=950, descent=320), capHeight=680, xHeight=480,
        underlinePosition=-120, underlineThickness=60, version="Version 2.010",
        purpose="hhea differs from typo, USE_TYPO_METRICS clear",
    ),
    static_spec(
        file="TintypeLegacy-Regular.ttf", familyName="Tintype Legacy", styleName="Regular",
        postscriptName="TintypeLegacy-Regular", unitsPerEm=2048, os2Version=1,
        hhea=dict(ascender=1901, descender=-483, lineGap=0),
        typo=dict(ascender=1556, descender=-492, lineGap=410),
        win=dict(ascent=1901, descent=483), capHeight=None, xHeight=None,
        glyphCapHeight=1493, glyphXHeight=1120, underlinePosition=-217, underlineThickness=150,
        purpose="OS/2 version 1: no cap height or x-height, measured from the H and x glyphs",
    ),
    static_spec(
        file="TintypeTracked-Regular.ttf", familyName="Tintype Tracked", styleName="Regular",
        postscriptName="TintypeTracked-Regular",
        hhea=dict(ascender=900, descender=-250, lineGap=50),
        typo=dict(ascender=900, descender=-250, lineGap=50),
        win=dict(ascent=900, descent=250), capHeight=700, xHeight=520,
        extraNames={256: "Tight", 257: "Normal", 258: "Loose"},
        trak=[
            dict(track=-1.0, nameIndex=256, values=[(9, 0), (12, -10), (24, -30), (48, -50)]),
            dict(track=0.0, nameIndex=257, values=[(9, 30), (12, 10), (24, 0), (48, -20)]),
            dict(track=1.0, nameIndex=258, values=[(9, 60), (12, 40), (24, 20), (48, 0)]),
        ],
        purpose="AAT trak table with three tracks over four sizes",
    ),
    static_spec(
        file="TintypeCFF-Regular.otf", familyName="Tintype CFF", styleName="Regular",
        postscriptName="TintypeCFF-Regular", cff=True,
        hhea=dict(ascender=880, descender=-220, lineGap=40),
        typo=dict(ascender=780, descender=-220, lineGap=140),
        win=dict(ascent=900, descent=240), capHeight=660, xHeight=470,
        fsSelection=FS_REGULAR | USE_TYPO_METRICS,
        purpose="OpenType with CFF outlines",
    ),
    static_spec(
        file="TintypeWoff-Regular.woff", familyName="Tintype Woff", styleName="Regular",
        postscriptName="TintypeWoff-Regular", flavor="woff",
        hhea=dict(ascender=920, descender=-230, lineGap=0),
        typo=dict(ascender=760, descender=-240, lineGap=250),
        win=dict(ascent=960, descent=260), capHeight=710, xHeight=510,
        fsSelection=FS_REGULAR | USE_TYPO_METRICS,
        purpose="WOFF 1.0 wrapper",
    ),
    static_spec(
        file="TintypeInk-Regular.ttf", familyName="Tintype Ink", styleName="Regular",
        postscriptName="TintypeInk-Regular",
        hhea=dict(ascender=800, descender=-200, lineGap=0),
        typo=dict(ascender=800, descender=-200, lineGap=0),
        win=dict(ascent=800, descent=200), capHeight=700, xHeight=500,
        fsSelection=FS_REGULAR | USE_TYPO_METRICS,
        extraGlyphs=INK_GLYPHS,
        purpose="ink extents: a descender (p, to -220) and an accented capital (Á, to 900) beyond the letters",
    ),
]

COLLECTION_SPECS = [
    static_spec(
        familyName="Tintype Collection One", styleName="Regular", postscriptName="TintypeCollectionOne-Regular",
        hhea=dict(ascender=1000, descender=-200, lineGap=0),
        typo=dict(ascender=820, descender=-180, lineGap=200),
        win=dict(ascent=1050, descent=250), capHeight=720, xHeight=530,
        fsSelection=FS_REGULAR | USE_TYPO_METRICS,
    ),
    static_spec(
        unitsPerEm=2000,
        familyName="Tintype Collection Two", styleName="Regular", postscriptName="TintypeCollectionTwo-Regular",
        hhea=dict(ascender=1800, descender=-600, lineGap=100),
        typo=dict(ascender=1500, descender=-500, lineGap=300),
        win=dict(ascent=1900, descent=620), capHeight=1400, xHeight=1000,
        underlinePosition=-200, underlineThickness=100,
    ),
]

# The variable font: axes, masters and the MVAR deltas each master carries.
VARIABLE_BASE = static_spec(
    familyName="Tintype Variable", styleName="Regular", postscriptName="TintypeVariable-Regular",
    hhea=dict(ascender=1000, descender=-300, lineGap=0),
    typo=dict(ascender=800, descender=-200, lineGap=200),
    win=dict(ascent=1000, descent=300), capHeight=700, xHeight=500,
    fsSelection=FS_REGULAR | USE_TYPO_METRICS,
)
VARIABLE_AXES = [
    dict(tag="wght", name="Weight", minimum=100, default=400, maximum=900),
    dict(tag="opsz", name="Optical size", minimum=8, default=17, maximum=72),
]
# Deltas are multiples of 4 so that the test locations (scalars 0.5, 0.25) give exact integers.
VARIABLE_MASTERS = [
    dict(location=dict(wght=100, opsz=17), stem=40,
         deltas=dict(typoAscender=-20, typoDescender=8, typoLineGap=0, winAscent=-20, winDescent=-8,
                     capHeight=-12, xHeight=-8, underlineThickness=-20)),
    dict(location=dict(wght=900, opsz=17), stem=160,
         deltas=dict(typoAscender=40, typoDescender=-20, typoLineGap=8, winAscent=40, winDescent=20,
                     capHeight=20, xHeight=16, underlineThickness=40)),
    dict(location=dict(wght=400, opsz=72), stem=90,
         deltas=dict(typoAscender=-40, typoDescender=16, typoLineGap=-100, winAscent=0, winDescent=0,
                     capHeight=-8, xHeight=-24, underlineThickness=-8)),
]
VARIABLE_INSTANCES = [
    ("Thin", dict(wght=100, opsz=17)),
    ("Regular", dict(wght=400, opsz=17)),
    ("Bold", dict(wght=700, opsz=17)),
    ("Black", dict(wght=900, opsz=17)),
]
VARIABLE_TEST_LOCATIONS = [
    dict(wght=400, opsz=17),
    dict(wght=900),
    dict(wght=650),
    dict(wght=250),
    dict(opsz=72),
    dict(opsz=44.5),
    dict(wght=900, opsz=72),
    dict(wght=100, opsz=44.5),
]


# A variable font with a negative axis range (slnt -10..0) and named instances on it, and a
# PostScript name (id 6) with a space, which FreeType refuses as a PostScript name.
SLANT_BASE = static_spec(
    familyName="Tintype Slant", styleName="Regular", postscriptName="Tintype Slant",
    hhea=dict(ascender=900, descender=-250, lineGap=0),
    typo=dict(ascender=900, descender=-250, lineGap=0),
    win=dict(ascent=900, descent=250), capHeight=700, xHeight=500,
    fsSelection=FS_REGULAR | USE_TYPO_METRICS,
)
SLANT_AXIS = dict(tag="slnt", name="Slant", minimum=-10, default=0, maximum=0)
SLANT_INSTANCES = [
    ("Regular", dict(slnt=0), "TintypeSlant-Regular"),
    ("Italic", dict(slnt=-10), "TintypeSlant-Italic"),
]


def build_slant(path):
    doc = DesignSpaceDocument()
    a = AxisDescriptor()
    a.tag, a.name = SLANT_AXIS["tag"], SLANT_AXIS["name"]
    a.minimum, a.default, a.maximum = SLANT_AXIS["minimum"], SLANT_AXIS["default"], SLANT_AXIS["maximum"]
    doc.addAxis(a)
    for name, slant, stem in (("upright", 0, 90), ("slanted", -10, 100)):
        src = SourceDescriptor()
        src.font = build_font(SLANT_BASE, stem=stem)
        src.location = {"Slant": slant}
        src.name = name
        doc.addSource(src)
    for style, loc, ps in SLANT_INSTANCES:
        inst = InstanceDescriptor()
        inst.familyName = SLANT_BASE["familyName"]
        inst.styleName = style
        inst.postScriptFontName = ps
        inst.location = {"Slant": loc["slnt"]}
        doc.addInstance(inst)
    vf, _, _ = varLib.build(doc)
    vf["head"].created = FIXED_TIMESTAMP
    vf["head"].modified = FIXED_TIMESTAMP
    vf.recalcTimestamp = False
    vf.save(path)


def apply_deltas(spec, deltas, scale=1.0):
    s = json.loads(json.dumps(spec))
    s["typo"]["ascender"] += round(deltas["typoAscender"] * scale)
    s["typo"]["descender"] += round(deltas["typoDescender"] * scale)
    s["typo"]["lineGap"] += round(deltas["typoLineGap"] * scale)
    s["win"]["ascent"] += round(deltas["winAscent"] * scale)
    s["win"]["descent"] += round(deltas["winDescent"] * scale)
    s["capHeight"] += round(deltas["capHeight"] * scale)
    s["xHeight"] += round(deltas["xHeight"] * scale)
    s["underlineThickness"] += round(deltas["underlineThickness"] * scale)
    return s


def axis_scalar(axis, value):
    """Normalised coordinate of an axis without avar, as OpenType defines it."""
    if value < axis["default"]:
        return -(axis["default"] - value) / (axis["default"] - axis["minimum"])
    if value > axis["default"]:
        return (value - axis["default"]) / (axis["maximum"] - axis["default"])
    return 0.0


def expected_at(location):
    """The metrics at a location: the default plus each master's delta times its scalar."""
    full = {a["tag"]: location.get(a["tag"], a["default"]) for a in VARIABLE_AXES}
    total = {k: 0.0 for k in VARIABLE_MASTERS[0]["deltas"]}
    for master in VARIABLE_MASTERS:
        scalar = 1.0
        for axis in VARIABLE_AXES:
            peak = axis_scalar(axis, master["location"][axis["tag"]])
            here = axis_scalar(axis, full[axis["tag"]])
            if peak == 0:
                continue
            if here == 0 or (here > 0) != (peak > 0) or abs(here) > abs(peak):
                scalar = 0.0
                break
            scalar *= here / peak
        for key, delta in master["deltas"].items():
            total[key] += scalar * delta
    for value in total.values():
        assert value == int(value), "test locations must give whole deltas"
    s = apply_deltas(VARIABLE_BASE, {k: int(v) for k, v in total.items()})
    return dict(
        coordinates=full,
        typo=s["typo"], win=s["win"], capHeight=s["capHeight"], xHeight=s["xHeight"],
        underlinePosition=s["underlinePosition"], underlineThickness=s["underlineThickness"],
        hhea=s["hhea"],
    )


def build_variable(path):
    doc = DesignSpaceDocument()
    for axis in VARIABLE_AXES:
        a = AxisDescriptor()
        a.tag, a.name = axis["tag"], axis["name"]
        a.minimum, a.default, a.maximum = axis["minimum"], axis["default"], axis["maximum"]
        doc.addAxis(a)
    default_source = SourceDescriptor()
    default_source.font = build_font(VARIABLE_BASE, stem=90)
    default_source.location = {"Weight": 400, "Optical size": 17}
    default_source.name = "default"
    doc.addSource(default_source)
    for i, master in enumerate(VARIABLE_MASTERS):
        src = SourceDescriptor()
        src.font = build_font(apply_deltas(VARIABLE_BASE, master["deltas"]), stem=master["stem"])
        src.location = {"Weight": master["location"]["wght"], "Optical size": master["location"]["opsz"]}
        src.name = f"master{i}"
        doc.addSource(src)
    for style, loc in VARIABLE_INSTANCES:
        inst = InstanceDescriptor()
        inst.familyName = VARIABLE_BASE["familyName"]
        inst.styleName = style
        inst.location = {"Weight": loc["wght"], "Optical size": loc["opsz"]}
        doc.addInstance(inst)
    vf, _, _ = varLib.build(doc)
    vf["head"].created = FIXED_TIMESTAMP
    vf["head"].modified = FIXED_TIMESTAMP
    vf.recalcTimestamp = False
    vf.save(path)


def expected_face(spec, face_index=0, face_count=1):
    """What FreeType and fontTools must read from a face built from `spec`."""
    cap_from_os2 = spec["os2Version"] >= 2
    return dict(
        faceIndex=face_index,
        faceCount=face_count,
        format="CFF" if spec.get("cff", False) else "TrueType",
        defaultLocation=None,
        familyName=spec["familyName"],
        styleName=spec["styleName"],
        postscriptName=spec["postscriptName"],
        fullName=spec["fullName"],
        version=spec["version"],
        unitsPerEm=spec["unitsPerEm"],
        hhea=spec["hhea"],
        typo=spec["typo"],
        win=spec["win"],
        useTypoMetrics=bool(spec["fsSelection"] & USE_TYPO_METRICS),
        os2Version=spec["os2Version"],
        capHeight=spec["capHeight"] if cap_from_os2 else spec["glyphCapHeight"],
        xHeight=spec["xHeight"] if cap_from_os2 else spec["glyphXHeight"],
        capHeightSource="os2" if cap_from_os2 else "glyph",
        xHeightSource="os2" if cap_from_os2 else "glyph",
        ink={name: ink_extents(spec, sample) for name, sample in SAMPLES.items()},
        underlinePosition=spec["underlinePosition"],
        underlineThickness=spec["underlineThickness"],
        weightClass=spec["weightClass"],
        widthClass=spec["widthClass"],
        italic=bool(spec["fsSelection"] & FS_ITALIC),
        axes=[],
        namedInstances=[],
        trak=[dict(track=t["track"], name=spec["extraNames"][t["nameIndex"]],
                   values=[dict(size=s, value=v) for s, v in t["values"]])
              for t in sorted(spec["trak"], key=lambda t: t["track"])] if "trak" in spec else None,
    )


# One family in several releases, for `tintype metrics check`: each folder is one machine's
# installed set. Release 1.100 raises the Regular's typo ascender and cap height (the outlines, and
# so the ink and the advances, stay as they were); "1.000-rebuilt" is 1.000 with a copyright
# record added (other bytes, the same metrics); "regular-only" lacks the Bold.
UPDATE_BASE = dict(
    familyName="Tintype Update",
    hhea=dict(ascender=950, descender=-250, lineGap=0),
    typo=dict(ascender=800, descender=-200, lineGap=200),
    win=dict(ascent=1000, descent=300),
    capHeight=700, xHeight=500, glyphCapHeight=700, glyphXHeight=500,
)
UPDATE_REGULAR = static_spec(styleName="Regular", postscriptName="TintypeUpdate-Regular",
                             fsSelection=FS_REGULAR | USE_TYPO_METRICS, **UPDATE_BASE)
UPDATE_BOLD = static_spec(styleName="Bold", postscriptName="TintypeUpdate-Bold", weightClass=700, macStyle=1,
                          fsSelection=FS_BOLD | USE_TYPO_METRICS, **UPDATE_BASE)
UPDATE_RELEASES = {
    "1.000": [UPDATE_REGULAR, UPDATE_BOLD],
    "1.100": [dict(UPDATE_REGULAR, version="Version 1.100", typo=dict(ascender=840, descender=-200, lineGap=200), capHeight=720),
              UPDATE_BOLD],
    "1.000-rebuilt": [dict(UPDATE_REGULAR, extraNames={0: "Copyright 2024 Tintype fixtures"}), UPDATE_BOLD],
    "regular-only": [UPDATE_REGULAR],
}


def write_update_fonts():
    """Writes each release's folder and `updates.json`, the metrics chosen for each file."""
    releases = {}
    for release, specs in UPDATE_RELEASES.items():
        folder = os.path.join(UPDATES_DIR, release)
        os.makedirs(folder, exist_ok=True)
        files = []
        for spec in specs:
            name = spec["postscriptName"] + ".ttf"
            path = os.path.join(folder, name)
            build_font(spec).save(path)
            face = expected_face(spec)
            files.append(dict(file=name, sha256=sha256(path), version=face["version"], postscriptName=face["postscriptName"],
                              unitsPerEm=face["unitsPerEm"], hhea=face["hhea"], typo=face["typo"], win=face["win"],
                              capHeight=face["capHeight"], xHeight=face["xHeight"], ink=face["ink"],
                              advance=round(face["unitsPerEm"] * 0.6)))
        releases[release] = files
    with open(os.path.join(UPDATES_DIR, "updates.json"), "w") as f:
        json.dump(releases, f, indent=2, sort_keys=True)
        f.write("\n")


def write_broken_fonts(reference_font):
    os.makedirs(BROKEN_DIR, exist_ok=True)
    with open(reference_font, "rb") as f:
        good = f.read()
    with open(os.path.join(BROKEN_DIR, "zero-bytes.ttf"), "wb"):
        pass
    with open(os.path.join(BROKEN_DIR, "truncated.ttf"), "wb") as f:
        f.write(good[:120])
    rng = random.Random(20241122)
    with open(os.path.join(BROKEN_DIR, "random-bytes.ttf"), "wb") as f:
        f.write(bytes(rng.randrange(256) for _ in range(4096)))
    # A valid sfnt header whose table directory points every table past the end of the file.
    bad = bytearray(good[:12 + 16 * 3])
    for i in range(3):
        record = 12 + 16 * i
        bad[record + 8:record + 12] = (0x7FFFFF00).to_bytes(4, "big")
    with open(os.path.join(BROKEN_DIR, "bad-table-directory.ttf"), "wb") as f:
        f.write(bytes(bad))
    with open(os.path.join(BROKEN_DIR, "not-a-font.ttf"), "w") as f:
        f.write("This is a text file with a font's name.\n")


def write_duplicate_axis_font(variable_font):
    """The variable fixture with its opsz axis retagged wght: two axes under one tag, which the
    fuzzer found crashing the reader. A location names axes by tag, so such a font is damaged."""
    font = TTFont(variable_font, recalcTimestamp=False)
    axes = font["fvar"].axes
    assert [a.axisTag for a in axes] == ["wght", "opsz"]
    axes[1].axisTag = "wght"
    font.save(os.path.join(BROKEN_DIR, "duplicate-axis.ttf"))


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    manifest = []
    for spec in SPECS:
        path = os.path.join(HERE, spec["file"])
        font = build_font(spec)
        if spec.get("flavor"):
            font.flavor = spec["flavor"]
        font.save(path)
        manifest.append(dict(file=spec["file"], purpose=spec["purpose"], sha256=sha256(path),
                             faces=[expected_face(spec)]))

    collection_path = os.path.join(HERE, "TintypeCollection.ttc")
    collection = TTCollection()
    collection.fonts = [build_font(spec) for spec in COLLECTION_SPECS]
    collection.save(collection_path)
    manifest.append(dict(file="TintypeCollection.ttc", purpose="TrueType collection of two faces",
                         sha256=sha256(collection_path),
                         faces=[expected_face(spec, i, len(COLLECTION_SPECS)) for i, spec in enumerate(COLLECTION_SPECS)]))

    variable_path = os.path.join(HERE, "TintypeVariable.ttf")
    build_variable(variable_path)
    face = expected_face(VARIABLE_BASE)
    face["axes"] = [dict(tag=a["tag"], name=a["name"], minimum=a["minimum"], default=a["default"], maximum=a["maximum"])
                    for a in VARIABLE_AXES]
    # varLib names an instance's PostScript name only when the designspace gives one.
    face["namedInstances"] = [dict(name=name, coordinates=loc, postscriptName=None) for name, loc in VARIABLE_INSTANCES]
    face["defaultLocation"] = {a["tag"]: a["default"] for a in VARIABLE_AXES}
    face["locations"] = [expected_at(loc) for loc in VARIABLE_TEST_LOCATIONS]
    manifest.append(dict(file="TintypeVariable.ttf", purpose="variable font: wght and opsz axes, MVAR",
                         sha256=sha256(variable_path), faces=[face]))

    slant_path = os.path.join(HERE, "TintypeSlant.ttf")
    build_slant(slant_path)
    face = expected_face(SLANT_BASE)
    face["axes"] = [dict(tag=SLANT_AXIS["tag"], name=SLANT_AXIS["name"], minimum=SLANT_AXIS["minimum"],
                         default=SLANT_AXIS["default"], maximum=SLANT_AXIS["maximum"])]
    face["namedInstances"] = [dict(name=name, coordinates=loc, postscriptName=ps) for name, loc, ps in SLANT_INSTANCES]
    face["defaultLocation"] = {"slnt": SLANT_AXIS["default"]}
    manifest.append(dict(file="TintypeSlant.ttf",
                         purpose="variable font: a negative axis range (slnt -10..0), a PostScript name with a space",
                         sha256=sha256(slant_path), faces=[face]))

    write_broken_fonts(os.path.join(HERE, "TintypeTypo-Regular.ttf"))
    write_duplicate_axis_font(variable_path)
    write_update_fonts()

    with open(os.path.join(HERE, "fixtures.json"), "w") as f:
        json.dump(manifest, f, indent=2, sort_keys=True)
        f.write("\n")
    write_readme(manifest)


def write_readme(manifest):
    lines = [
        "# Fixture fonts",
        "",
        "Tintype's own test fonts, made by `generate_fixtures.py` in this folder (fontTools) with metrics",
        "chosen there. `fixtures.json` holds the same values for the tests; this table is written from it.",
        "All values are in font units. Regenerate with `python3 Fonts/generate_fixtures.py`; the output is",
        "byte-identical on every run. The glyphs (`H I T n o x . space`, and `p 1 Á` in Tintype Ink) are",
        "rectangles, enough to render text.",
        "",
        "| file | face | upm | hhea asc/desc/gap | typo asc/desc/gap | win asc/desc | USE_TYPO | OS/2 | cap (source) | x-height | what it is for |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for entry in manifest:
        for face in entry["faces"]:
            h, t, w = face["hhea"], face["typo"], face["win"]
            lines.append(
                f"| `{entry['file']}` | {face['faceIndex']}: {face['familyName']} {face['styleName']} | {face['unitsPerEm']} "
                f"| {h['ascender']}/{h['descender']}/{h['lineGap']} | {t['ascender']}/{t['descender']}/{t['lineGap']} "
                f"| {w['ascent']}/{w['descent']} | {'set' if face['useTypoMetrics'] else 'clear'} | v{face['os2Version']} "
                f"| {face['capHeight']} ({face['capHeightSource']}) | {face['xHeight']} | {entry['purpose']} |"
            )
    lines += ["", "## Tracking (`TintypeTracked-Regular.ttf`, `trak`)", "",
              "| track | name | 9 pt | 12 pt | 24 pt | 48 pt |", "|---|---|---|---|---|---|"]
    tracked = next(e for e in manifest if e["file"] == "TintypeTracked-Regular.ttf")["faces"][0]
    for track in tracked["trak"]:
        lines.append(f"| {track['track']} | {track['name']} | " + " | ".join(str(v["value"]) for v in track["values"]) + " |")
    variable = next(e for e in manifest if e["file"] == "TintypeVariable.ttf")["faces"][0]
    lines += ["", "## Variable font (`TintypeVariable.ttf`)", "",
              "Axes: " + ", ".join(f"`{a['tag']}` {a['minimum']}–{a['default']}–{a['maximum']}" for a in variable["axes"]) + ".",
              "Named instances: " + ", ".join(f"{i['name']} (wght {i['coordinates']['wght']})" for i in variable["namedInstances"]) + ".",
              "hhea does not vary (MVAR has no tag for it); these do:", "",
              "| location | typo asc/desc/gap | win asc/desc | cap | x-height | underline thickness |", "|---|---|---|---|---|---|"]
    for loc in variable["locations"]:
        c, t, w = loc["coordinates"], loc["typo"], loc["win"]
        lines.append(f"| wght {c['wght']}, opsz {c['opsz']} | {t['ascender']}/{t['descender']}/{t['lineGap']} "
                     f"| {w['ascent']}/{w['descent']} | {loc['capHeight']} | {loc['xHeight']} | {loc['underlineThickness']} |")
    lines += ["", "Broken files for error tests are written to `Tests/Fixtures/BrokenFonts/`.", ""]
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
