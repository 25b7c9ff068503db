#!/usr/bin/env python3
"""Writes the committed seed corpora under Tests/Fuzz/Corpus/TARGET/ from the fixtures: each seed
named by the SHA-1 of its bytes, as libFuzzer names the inputs it keeps. The `trak` seeds are the
raw tables of the fixture fonts that have one (read with fontTools); the compiled-theme and
baseline seeds are what TINTYPE (a built `tintype`) writes for the smallest fixture theme.

usage: seed_corpora.py TINTYPE      (run from anywhere; rewrites every corpus)"""
import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

SOURCES = {
    "font": ["Fonts/*.ttf", "Fonts/*.otf", "Fonts/*.ttc", "Fonts/*.woff", "Tests/Fixtures/BrokenFonts/*",
             "Tests/Fixtures/FontUpdates/*/*.ttf"],
    "theme-json": ["Themes/*/theme.json", "Tests/Fixtures/Themes/*.json", "Tests/Fixtures/Themes/*/theme.json"],
    "theme-yaml": ["Tests/Fixtures/Themes/*.yaml", "Themes/*/theme.yaml"],
    "tokens": ["Tests/Fixtures/Tokens/*.json", "Tests/Fixtures/Tokens/resolver/[fld]*.json", "Tests/Fixtures/Themes/*/tokens.json",
               "Tests/Fixtures/Tokens/dialects/*.json", "Tests/Fixtures/DTCGSuite/format/*/*/*.json"],
    "resolver": ["Tests/Fixtures/Tokens/resolver/*.resolver.json", "Tests/Fixtures/DTCGSuite/resolver/*/*.json"],
    "tint-tree": ["Tests/Fixtures/Tint/*.json", "Tests/Fixtures/Layout/*.json"],
    "tint-events": ["Tests/Fixtures/Tint/*-events.json"],
    "layout-tree": ["Tests/Fixtures/Layout/*.json", "Tests/Fixtures/Tint/worked-example.json", "Tests/Fixtures/Tint/app.json"],
    "layout-events": ["Tests/Fixtures/Layout/*-events.json", "Tests/Fixtures/Tint/worked-example-events.json"],
    "template": ["Examples/templates/*.stencil"],
}


def write(target, data):
    directory = os.path.join(ROOT, "Tests/Fuzz/Corpus", target)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, hashlib.sha1(data).hexdigest()), "wb") as handle:
        handle.write(data)


def trak_tables():
    for path in sorted(glob.glob(os.path.join(ROOT, "Fonts/*.tt[fc]")) + glob.glob(os.path.join(ROOT, "Fonts/*.otf"))):
        fonts = TTCollection(path).fonts if path.endswith(".ttc") else [TTFont(path)]
        for font in fonts:
            if "trak" in font.reader:
                yield font.reader["trak"]


JSON_SYNTAX = ["{", "}", "[", "]", ":", ",", '"', "\\", "true", "false", "null", "-0", "1e308", "0.5", "\\u0000", "\\ud800"]
YAML_SYNTAX = ["---", "...", ": ", "- ", "? ", "&a ", "*a", "<<: ", "!!str ", "!!float ", "|", ">", "{", "}", "[", "]", "'", "#",
               ".inf", ".nan", "~"]
FONT_TAGS = ["OS/2", "hhea", "head", "name", "post", "cmap", "glyf", "loca", "hmtx", "maxp", "CFF ", "fvar", "avar", "STAT",
             "trak", "GSUB", "GPOS", "OTTO", "\x00\x01\x00\x00", "ttcf", "wOFF", "true"]


def entry(token):
    """A libFuzzer dictionary line: the token's bytes quoted, `\\`, `"` and non-printing bytes as \\xHH."""
    text = "".join(chr(b) if 32 <= b < 127 and b not in (34, 92) else f"\\x{b:02X}" for b in token.encode("utf-8"))
    return f'"{text}"\n'


def keys(value, found):
    if isinstance(value, dict):
        for key, item in value.items():
            found.add(key)
            keys(item, found)
    elif isinstance(value, list):
        for item in value:
            keys(item, found)


def dictionaries():
    """json.dict: JSON's syntax and every key of the JSON seeds; yaml.dict: YAML's syntax and
    those keys as YAML keys; font.dict: sfnt table tags and signatures."""
    found = set()
    for path in glob.glob(os.path.join(ROOT, "Tests/Fuzz/Corpus/*/*")):
        try:
            keys(json.load(open(path, encoding="utf-8")), found)
        except (ValueError, UnicodeDecodeError):
            pass
    directory = os.path.join(ROOT, "Tests/Fuzz/Dictionaries")
    os.makedirs(directory, exist_ok=True)
    names = sorted(key for key in found if key.isprintable() and len(key) < 40)
    for name, tokens in [("json.dict", JSON_SYNTAX + ['"' + key + '"' for key in names]),
                         ("yaml.dict", YAML_SYNTAX + [key + ": " for key in names]), ("font.dict", FONT_TAGS)]:
        with open(os.path.join(directory, name), "w", encoding="utf-8") as handle:
            handle.writelines(entry(token) for token in tokens)


def main(tintype):
    shutil.rmtree(os.path.join(ROOT, "Tests/Fuzz/Corpus"), ignore_errors=True)
    for target, patterns in SOURCES.items():
        for pattern in patterns:
            for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
                with open(path, "rb") as handle:
                    write(target, handle.read())
    # reference-graph makes its documents from any bytes: a few short seeds start it on cycles.
    for seed in [b"\x01\x00\x02\x00\x04", b"\x07\x04\x03\x00\x04\x08\x01\x05\x02\x09", b"\x05\x01\x02\x03\x04\x05\x06\x07\x08"]:
        write("reference-graph", seed)
    # A template's loops inside loops, with filters and a condition.
    write("template", b'{% for style in styles %}{% for row in style.rows %}{% if row.size > 20 %}{{ row.size|px }}{% endif %}{% endfor %}{% endfor %}')
    for table in trak_tables():
        write("trak", table)
    with tempfile.TemporaryDirectory() as work:
        # The smallest fixture theme (two styles): larger seeds make every mutation slower.
        for theme, fonts in [("Tests/Fixtures/Themes/metrics-update.json", "Tests/Fixtures/FontUpdates/1.000")]:
            name = os.path.basename(theme).removesuffix(".json")
            out = os.path.join(work, name)
            subprocess.run([tintype, "compile", theme, "--format", "json", "-o", out, "--font-dir", fonts], cwd=ROOT, check=True,
                           capture_output=True)
            for compiled in glob.glob(os.path.join(out, "*.tintype.json")):
                with open(compiled, "rb") as handle:
                    write("compiled", handle.read())
            baseline = os.path.join(work, name + ".baseline.json")
            subprocess.run([tintype, "metrics", "snapshot", theme, "-o", baseline, "--font-dir", fonts], cwd=ROOT, check=True,
                           capture_output=True)
            with open(baseline, "rb") as handle:
                write("baseline", handle.read())
    dictionaries()
    for target in sorted(os.listdir(os.path.join(ROOT, "Tests/Fuzz/Corpus"))):
        files = os.listdir(os.path.join(ROOT, "Tests/Fuzz/Corpus", target))
        print(f"{target}: {len(files)} seeds")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(os.path.abspath(sys.argv[1]))
