#!/usr/bin/env python3
"""Checks a style sheet written by `tintype compile --format css` (or css-rem) in headless Chromium
against the compiled theme (NAME.tintype.json, read with Python's JSON parser): for every style at
every content-size category, regular and emphasized, with Bold Text off and on, the computed font
size, line height, letter spacing and weight must equal the compiled table; the tints must equal
the compiled tints of light, dark, increased-contrast and dark increased-contrast modes, each with
those media features emulated by Chromium.

usage: check_css.py COMPILED.tintype.json FILE.css
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import html
import json
import os
import re
import sys
import tempfile

from chromium_page import chromium, report, result as result_of

# Blink's settings for the emulated media features: preferredColorScheme 0 is dark, 1 light;
# preferredContrast 0 is "more", 2 no preference (Blink's enum order; 1 is "less").
MODES = [("light", "normal", "preferredColorScheme=1,preferredContrast=2"),
         ("dark", "normal", "preferredColorScheme=0,preferredContrast=2"),
         ("light", "increased", "preferredColorScheme=1,preferredContrast=0"),
         ("dark", "increased", "preferredColorScheme=0,preferredContrast=0")]


def words(name):
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def kebab(name):
    return "-".join(words(name))


def page(css, compiled, prefix):
    """One element per style, category, weight variant and Bold Text setting, and a script that
    writes every element's computed values and the root's tints as JSON into the page."""
    categories = sorted({row["category"] for row in compiled["styles"]})
    styles = sorted({row["style"] for row in compiled["styles"]})
    body = []
    for category in categories:
        body.append(f'<div data-size-category="{category}">')
        for bold in (False, True):
            body.append("<div data-bold-text>" if bold else "<div>")
            for style in styles:
                for emphasized in (False, True):
                    key = f"{style}|{category}|{emphasized}|{bold}"
                    extra = f" {prefix}-emphasized" if emphasized else ""
                    body.append(f'<p class="{prefix}-{kebab(style)}{extra}" data-key="{html.escape(key)}">Hg</p>')
            body.append("</div>")
        body.append("</div>")
    names = sorted({kebab(name) for tint_set in compiled["tints"] for name in tint_set["derived"]}
                   | {"tint", "tint-dimmed"})
    script = """
      const rows = {};
      for (const element of document.querySelectorAll('[data-key]')) {
        const style = getComputedStyle(element);
        rows[element.dataset.key] = [style.fontSize, style.lineHeight, style.letterSpacing, style.fontWeight];
      }
      const root = getComputedStyle(document.documentElement);
      const tints = {};
      for (const name of NAMES) tints[name] = root.getPropertyValue('--PREFIX-' + name).trim();
      document.body.textContent = 'RESULT' + JSON.stringify({rows, tints}) + 'END';
    """.replace("NAMES", json.dumps(names)).replace("PREFIX", prefix)
    return f"<!doctype html><html><head><style>{css}</style></head><body>{''.join(body)}<script>{script}</script></body></html>"


def px(text):
    return 0.0 if text == "normal" else float(text.removesuffix("px"))


def main(compiled_path, css_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    prefix = kebab(compiled["theme"]["name"])
    css = open(css_path, encoding="utf-8").read()
    browser = chromium("check_css.py")
    problems = []
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "page.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page(css, compiled, prefix))
        for index, (appearance, contrast, settings) in enumerate(MODES):
            result = result_of(browser, path, settings)
            if index == 0:
                checked = 0
                for row in compiled["styles"]:
                    if row["leading"] != "standard":
                        continue
                    for bold in (False, True):
                        values = row if not bold else {**row, **(row.get("boldText") or {})}
                        key = f"{row['style']}|{row['category']}|{row['emphasized']}|{bold}"
                        found = result["rows"].get(key)
                        wanted = [row["size"], row["lineHeight"], row["tracking"]["points"], values["weight"]]
                        if found is None:
                            problems.append(f"{key}: no element")
                            continue
                        got = [px(found[0]), px(found[1]), px(found[2]), int(found[3])]
                        if any(abs(g - w) > 1e-3 for g, w in zip(got, wanted)):
                            problems.append(f"{key}: computed {found}, compiled {wanted}")
                        checked += 1
                if checked == 0:
                    problems.append("no style was checked")
            tint_set = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
            wanted = {"tint": tint_set["default"], "tint-dimmed": tint_set["dimmedDefault"]}
            wanted.update({kebab(name): value for name, value in tint_set["derived"].items()})
            if result["tints"] != wanted:
                problems.append(f"{appearance}/{contrast} tints: computed {result['tints']}, compiled {wanted}")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
