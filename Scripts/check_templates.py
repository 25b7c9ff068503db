#!/usr/bin/env python3
"""Checks the outputs of the example templates (Examples/templates) with the tools they are for,
and their values against the compiled theme, read with Python's JSON parser and converted here:
colours to sRGB hex with ColorAide (gamut-mapped, within one step a channel), lengths to px/points
(1 rem = 16), durations to milliseconds.

- TypeScript: tsc (strict) compiles the module; Node loads it and prints its tokens, text styles
  and tints, each of which must be the compiled theme's in every mode and category.
- SCSS: sassc compiles a sheet that writes every entry of the module's maps as a custom property;
  each is the compiled theme's light value (text styles at large, tints light and dark).
- Markdown: markdown-it-py (CommonMark with tables) parses the guide; its text-style and tint
  tables hold the compiled theme's rows at large and the tints in each mode.

usage: check_templates.py COMPILED.tintype.json MODULE.ts SHEET.scss GUIDE.md
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from coloraide import Color
from markdown_it import MarkdownIt

MODES = ["light", "lightIncreased", "dark", "darkIncreased"]


def hex_of(value):
    """A DTCG colour object as #rrggbb(aa) sRGB, gamut-mapped by CSS Color 4's rule (OKLCh chroma
    reduction), as the context gives it."""
    color = Color(value["colorSpace"], [c if c is not None else 0 for c in value["components"]], value.get("alpha", 1))
    return color.convert("srgb").fit("srgb", method="oklch-chroma").to_string(hex=True, alpha=color.alpha() < 1)


def same_hex(a, b):
    a, b = a.lower().lstrip("#"), b.lower().lstrip("#")
    if len(a) != len(b):
        return False
    return all(abs(int(a[i:i + 2], 16) - int(b[i:i + 2], 16)) <= 1 for i in range(0, len(a), 2))


def points(dimension):
    return dimension["value"] * (16 if dimension["unit"] == "rem" else 1)


def milliseconds(duration):
    return duration["value"] * (1000 if duration["unit"] == "s" else 1)


def mode_value(token, mode):
    return token.get(mode, token["value"]) if mode != "light" else token["value"]


def kebab(name):
    words = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", name.replace(".", " ").replace("-", " ").replace("_", " "))
    return "-".join(w.lower() for w in words)


def standard_rows(compiled):
    """(style, category) -> the regular row and its Bold Text variant's face."""
    rows = {}
    for row in compiled["styles"]:
        if row["leading"] == "standard" and not row["emphasized"]:
            rows.setdefault((row["style"], row["category"]), row)
    return rows


def tints(compiled):
    """tint name (camel case) -> {mode: hex}."""
    result = {}
    for tint_set in compiled["tints"]:
        named = {"accent": tint_set["default"], "accentDimmed": tint_set["dimmedDefault"]}
        for name, color in (tint_set.get("derived") or {}).items():
            named[name] = color
        for mode in tint_set["modes"]:
            key = mode["appearance"] + ("Increased" if mode["contrast"] == "increased" else "")
            for name, color in named.items():
                result.setdefault(name, {})[key] = color
    return result


def run(arguments, directory):
    return subprocess.run(arguments, cwd=directory, capture_output=True, text=True)


def check_typescript(compiled, module, problems):
    with tempfile.TemporaryDirectory() as directory:
        shutil.copy(module, os.path.join(directory, "tokens.ts"))
        with open(os.path.join(directory, "main.ts"), "w") as handle:
            handle.write("import { tokens, textStyles, tints } from './tokens';\nconsole.log(JSON.stringify({ tokens, textStyles, tints }));\n")
        build = run(["tsc", "--strict", "--target", "es2019", "--module", "commonjs", "--outDir", "out", "main.ts"], directory)
        if build.returncode != 0:
            problems += [f"tsc: {line}" for line in (build.stdout + build.stderr).splitlines()]
            return
        printed = json.loads(run(["node", "out/main.js"], directory).stdout)
    faces = compiled["fonts"]
    for token in compiled["tokens"]:
        got = printed["tokens"].get(token["path"])
        if got is None or got["type"] != token["type"]:
            problems.append(f"ts: {token['path']} missing or of another type")
            continue
        for mode in MODES:
            want, have = mode_value(token, mode), got[mode]
            if token["type"] == "color":
                ok = same_hex(have, hex_of(want))
            elif token["type"] == "dimension":
                ok = abs(have - points(want)) < 1e-4
            elif token["type"] == "duration":
                ok = abs(have - milliseconds(want)) < 1e-4
            elif token["type"] in ("number", "fontWeight"):
                ok = abs(have - want) < 1e-4
            elif token["type"] == "fontFamily":
                ok = have == (want if isinstance(want, list) else [want])
            else:
                ok = have is not None
            if not ok:
                problems.append(f"ts: {token['path']} {mode}: {have} is not {want}")
    for (style, category), row in standard_rows(compiled).items():
        have = printed["textStyles"].get(style, {}).get(category)
        want = {"size": row["size"], "lineHeight": row["lineHeight"], "letterSpacing": row["tracking"]["points"],
                "fontWeight": row["weight"], "fontFamily": faces[row["font"]]["postscriptName"]}
        if have is None or any(abs(have[k] - v) > 1e-4 if isinstance(v, (int, float)) else have[k] != v for k, v in want.items()):
            problems.append(f"ts: textStyles.{style}.{category}: {have} is not {want}")
    for name, modes in tints(compiled).items():
        for mode, color in modes.items():
            have = printed["tints"].get(name, {}).get(mode)
            if have is None or not same_hex(have, color):
                problems.append(f"ts: tints.{name}.{mode}: {have} is not {color}")


def check_scss(compiled, sheet, problems):
    with tempfile.TemporaryDirectory() as directory:
        shutil.copy(sheet, os.path.join(directory, "_theme.scss"))
        with open(os.path.join(directory, "main.scss"), "w") as handle:
            handle.write('@import "theme";\n:root {\n'
                         '  @each $name, $value in $tokens { --token-#{$name}: #{$value}; }\n'
                         '  @each $name, $modes in $tints { --tint-#{$name}-light: #{map-get($modes, light)}; --tint-#{$name}-dark: #{map-get($modes, dark)}; }\n'
                         '  @each $name, $style in $text-styles { @each $key, $value in $style { --style-#{$name}-#{$key}: #{$value}; } }\n}\n')
        built = run(["sassc", "main.scss"], directory)
        if built.returncode != 0:
            problems += [f"sassc: {line}" for line in built.stderr.splitlines()]
            return
    css = dict(re.findall(r"(--[\w-]+):\s*([^;]+);", built.stdout))
    for token in compiled["tokens"]:
        key, value = "--token-" + kebab(token["path"]), token["value"]
        expected = {"color": lambda: hex_of(value), "dimension": lambda: f"{points(value):g}px",
                    "duration": lambda: f"{milliseconds(value):g}ms", "number": lambda: f"{value:g}", "fontWeight": lambda: f"{value:g}"}
        if token["type"] not in expected:
            if key in css:
                problems.append(f"scss: {key} is written, but the template writes no {token['type']}")
            continue
        want, have = expected[token["type"]](), css.get(key)
        ok = have is not None and (same_hex(have, want) if token["type"] == "color" else have == want)
        if not ok:
            problems.append(f"scss: {key}: {have} is not {want}")
    for name, modes in tints(compiled).items():
        for mode in ("light", "dark"):
            have = css.get(f"--tint-{kebab(name)}-{mode}")
            if have is None or not same_hex(have, modes[mode]):
                problems.append(f"scss: tint {name} {mode}: {have} is not {modes[mode]}")
    for (style, category), row in standard_rows(compiled).items():
        if category != "large":
            continue
        for key, want in (("font-size", f"{row['size']:g}px"), ("line-height", f"{row['lineHeight']:g}px"),
                          ("letter-spacing", f"{row['tracking']['points']:g}px"), ("font-weight", f"{row['weight']:g}")):
            have = css.get(f"--style-{kebab(style)}-{key}")
            if have != want:
                problems.append(f"scss: {style} {key}: {have} is not {want}")


def tables(markdown):
    """Each table of the document as a list of rows of cell texts (header first)."""
    found, rows, row = [], None, None
    for token in MarkdownIt("commonmark").enable("table").parse(markdown):
        if token.type == "table_open":
            rows = []
        elif token.type == "tr_open":
            row = []
        elif token.type == "inline" and row is not None:
            row.append(token.content.strip("` "))
        elif token.type == "tr_close":
            rows.append(row)
            row = None
        elif token.type == "table_close":
            found.append(rows)
    return found


def check_markdown(compiled, guide, problems):
    found = tables(open(guide, encoding="utf-8").read())
    by_header = {rows[0][0]: rows[1:] for rows in found if rows}
    faces = compiled["fonts"]
    styles = {row[0]: row for row in by_header.get("Style", [])}
    for (style, category), row in standard_rows(compiled).items():
        if category != "large":
            continue
        want = [style, f"{row['size']:g}", f"{row['lineHeight']:g}", f"{row['tracking']['points']:g}", f"{row['weight']:g}",
                faces[row["font"]]["postscriptName"]]
        if styles.get(style) != want:
            problems.append(f"markdown: text style {style}: {styles.get(style)} is not {want}")
    if len(styles) != len({s for (s, _) in standard_rows(compiled)}):
        problems.append(f"markdown: {len(styles)} text-style rows")
    tint_rows = {row[0]: row[1:] for row in by_header.get("Tint", [])}
    for name, modes in tints(compiled).items():
        have = tint_rows.get(name)
        if have is None or not all(same_hex(h, modes[m]) for h, m in zip(have, MODES)):
            problems.append(f"markdown: tint {name}: {have} is not {[modes[m] for m in MODES]}")
    token_rows = {row[0]: row for row in by_header.get("Token", [])}
    if len(token_rows) != len(compiled["tokens"]):
        problems.append(f"markdown: {len(token_rows)} token rows for {len(compiled['tokens'])} tokens")


def main(compiled_path, module, sheet, guide):
    for tool in ("tsc", "node", "sassc"):
        if not shutil.which(tool):
            sys.exit(f"check_templates.py: {tool} is not installed (bash Scripts/bootstrap.sh installs it)")
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    problems = []
    check_typescript(compiled, module, problems)
    check_scss(compiled, sheet, problems)
    check_markdown(compiled, guide, problems)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"ok: {len(compiled['tokens'])} tokens, {len(standard_rows(compiled))} style rows, {len(tints(compiled))} tints")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
