#!/usr/bin/env python3
"""Checks a style sheet's earlier style names (a style's `formerly`, kept for a release) in headless
Chromium against the compiled theme (NAME.tintype.json, read with Python's JSON parser): at every
content-size category (an element inside `data-size-category`) and on the root, an element sized
only by the old name's custom properties (`font-size: var(--PREFIX-OLD-font-size)`, line height,
letter spacing, weight) must compute the new style's size, line height, letter spacing and weight
in the compiled table (regular, standard leading; large on the root); and with the sheet's
fallback leading trim forced on (its `@supports not (text-box: …)` test replaced by one Chromium
passes), the old class with `PREFIX-trim` must get the new style's trims: margins of the compiled
cap and baseline trims in em of the size.

usage: check_css_formerly.py COMPILED.tintype.json FILE.css
Exits 0 when everything matches, 1 with one line per mismatch otherwise (and 1 when the theme keeps
no earlier name, so nothing would be checked)."""
import json
import os
import sys
import tempfile

from check_css import kebab, px
from chromium_page import chromium, report, result as result_of

PROPERTIES = ["font-size", "line-height", "letter-spacing", "font-weight"]


def page(css, prefix, probes):
    body = []
    for key, category, old in probes:
        style = "; ".join(f"{p}: var(--{prefix}-{old}-{p})" for p in PROPERTIES)
        element = f'<p style="{style}" class="{prefix}-{old} {prefix}-trim" data-key="{key}">Hg</p>'
        body.append(f'<div data-size-category="{category}">{element}</div>' if category else element)
    script = """
      const rows = {};
      for (const element of document.querySelectorAll('[data-key]')) {
        const style = getComputedStyle(element);
        rows[element.dataset.key] = [style.fontSize, style.lineHeight, style.letterSpacing, style.fontWeight,
                                     getComputedStyle(element, '::before').marginBottom, getComputedStyle(element, '::after').marginTop];
      }
      document.body.textContent = 'RESULT' + JSON.stringify(rows) + 'END';
    """
    return f"<!doctype html><html><head><style>{css}</style></head><body>{''.join(body)}<script>{script}</script></body></html>"


def main(compiled_path, css_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    prefix = kebab(compiled["theme"]["name"])
    css = open(css_path, encoding="utf-8").read()
    forced = css.replace("@supports not (text-box: trim-both cap alphabetic)", "@supports (display: block)")
    table = {(r["style"], r["category"]): r for r in compiled["styles"] if r["leading"] == "standard" and not r["emphasized"]}
    probes, wanted = [], {}
    for typeface in compiled["typefaces"]:
        for old in typeface.get("formerly", []):
            for category in sorted({c for (s, c) in table if s == typeface["style"]}) + [None]:
                row = table[(typeface["style"], category or "large")]
                key = f"{old}|{category or 'root'}"
                probes.append((key, category, kebab(old)))
                trims = row.get("trims") or {"capHeight": 0, "baseline": 0}
                wanted[key] = [row["size"], row["lineHeight"], row["tracking"]["points"], row["weight"],
                               trims["capHeight"] * row["size"], trims["baseline"] * row["size"]]
    if not probes:
        print(f"{os.path.basename(css_path)}: the theme keeps no earlier style name")
        return 1
    problems = []
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "page.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page(forced, prefix, probes))
        found = result_of(chromium("check_css_formerly.py"), path, "preferredColorScheme=1,preferredContrast=2")
        for key, expected in wanted.items():
            values = found.get(key)
            if values is None:
                problems.append(f"{key}: no element")
                continue
            got = [px(values[0]), px(values[1]), px(values[2]), int(values[3]), px(values[4]), px(values[5])]
            # Margins from em trims are laid out in 1/64 px.
            if any(abs(g - w) > (0.02 if i >= 4 else 1e-3) for i, (g, w) in enumerate(zip(got, expected))):
                problems.append(f"{key}: computed {values}, compiled {expected}")
    if not problems:
        print(f"{os.path.basename(css_path)}: {len(probes)} old-name elements compute the new style's values")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
