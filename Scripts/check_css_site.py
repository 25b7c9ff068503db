#!/usr/bin/env python3
"""Checks the `css` format on the pages real sites are, in headless Chromium: it builds two themes
with the project options each site needs (`tintype build`), then loads each page and compares what
Chromium computes with the compiled tables (NAME.tintype.json, read with Python's JSON parser):

- a site with its own root font (`html { font-family: Georgia; line-height: 1.5; font-size:
  112.5% }`): the site's family and line height stay on the root, and the reference style sits on
  the categories' curve at 18 px, as the anchors worked out from the table put it;
- a `62.5 %` root with `rootFontSize: 10`: at the browser's 16 px every style is the table's at
  large, and at a reader's 20 px (Blink's defaultFontSize) the reference style is on the curve at
  20 px; with Safari for iOS's branch forced on, still large (the site's root wins over it);
  `css-rem` with the same option writes large in rems of 10 px;
- a Tailwind-style class toggle (`colorSchemeAttribute: class`): `<html class="dark antialiased">`
  has the dark tints while the reader prefers light, `class="light"` the light ones while the
  reader prefers dark;
- two themes scoped on one page (`root: false`) under an ancestor's `data-color-scheme="dark"`:
  each scope has its own theme's dark tints, a scope with its own `data-color-scheme="light"` its
  light ones, and under an ancestor's `data-contrast="more"` the increased-contrast ones.

usage: check_css_site.py TINTYPE THEME_A THEME_B
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import html
import json
import os
import subprocess
import sys
import tempfile

import category_anchors
from check_css import MODES, anchors, kebab, on_categories, px
from chromium_page import chromium, report, result as result_of


def build(tintype, directory, themes, format_name, options):
    """Builds `themes` to one css format with `options` in a project of its own; the compiled tables
    and sheets by theme name."""
    os.makedirs(directory)
    # A project's paths are relative to it: the themes are linked in.
    for index, theme in enumerate(themes):
        os.symlink(os.path.abspath(theme), os.path.join(directory, f"theme{index}"))
    project = {"themes": [f"theme{index}" for index in range(len(themes))],
               "formats": {"json": {"folder": "out/json"}, format_name: {"folder": "out/css", **options}}}
    with open(os.path.join(directory, "tintype.json"), "w", encoding="utf-8") as handle:
        json.dump(project, handle)
    run = subprocess.run([tintype, "build", "--quiet"], cwd=directory, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"tintype build ({format_name} {options}) failed: {run.stderr}")
    built = {}
    for name in os.listdir(os.path.join(directory, "out/json")):
        compiled = json.load(open(os.path.join(directory, "out/json", name), encoding="utf-8"))
        theme = compiled["theme"]["name"]
        built[theme] = (compiled, open(os.path.join(directory, "out/css", kebab(theme) + ".css"), encoding="utf-8").read())
    return built


def tints(compiled, appearance, contrast):
    """The compiled tints of a mode as the sheet names them (`tint`, `tint-dimmed`, derived)."""
    tint_set = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
    wanted = {"tint": tint_set["default"], "tint-dimmed": tint_set["dimmedDefault"]}
    wanted.update({kebab(name): value for name, value in tint_set["derived"].items()})
    return wanted


def load(browser, directory, name, head, body, script, settings=MODES[0][2]):
    """The JSON a page writes: `head` (style sheets), `body`, then `script`'s expression."""
    path = os.path.join(directory, name + ".html")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(f"<!doctype html>{head}<body>{body}<script>document.body.textContent = 'RESULT' + "
                     f"JSON.stringify({script}) + 'END';</script></body></html>")
    return result_of(browser, path, settings)


PROBE = """Object.fromEntries([...document.querySelectorAll('[data-probe]')].map(e => [e.dataset.probe,
  Object.fromEntries(NAMES.map(n => [n, getComputedStyle(e).getPropertyValue('--' + e.dataset.prefix + '-' + n).trim()]))]))"""


def reference_style(compiled):
    return category_anchors.anchors(compiled)[0]


def own_root_problems(browser, directory, compiled, css):
    prefix = kebab(compiled["theme"]["name"])
    reference = reference_style(compiled)
    points, table, _ = anchors(compiled)
    head = f"<html><head><style>{css}</style><style>html {{ font-family: Georgia; line-height: 1.5; font-size: 112.5% }}</style></head>"
    body = f"<p id='probe' class='{prefix}-{kebab(reference)}'>Hg</p>"
    script = ("[getComputedStyle(document.documentElement).fontFamily, getComputedStyle(document.documentElement).lineHeight, "
              "getComputedStyle(document.getElementById('probe')).fontSize, getComputedStyle(document.getElementById('probe')).lineHeight]")
    family, line_height, size, style_line = load(browser, directory, "own-root", head, body, script)
    problems = []
    if family != "Georgia" or px(line_height) != 27:
        problems.append(f"own root font: the site's html family and line height must stay: computed {family}, {line_height}; wanted Georgia, 27px")
    wanted = on_categories(points, table, reference, 18)
    if abs(px(size) - wanted[0]) > 0.002 or abs(px(style_line) - wanted[1]) > 0.002:
        problems.append(f"own root font (18 px): {reference} computed {size}/{style_line}, the categories' curve {wanted[0]:.4f}/{wanted[1]:.4f}px")
    return problems


def small_root_problems(browser, directory, compiled, css, rem_css):
    prefix = kebab(compiled["theme"]["name"])
    points, table, styles = anchors(compiled)
    reference = reference_style(compiled)
    problems = []
    for sheet, label in ((css, "css"), (rem_css, "css-rem")):
        head = f"<html><head><style>{sheet}</style><style>html {{ font-size: 62.5% }}</style></head>"
        body = "".join(f"<p data-style='{html.escape(style)}' class='{prefix}-{kebab(style)}'>Hg</p>" for style in styles)
        script = ("Object.fromEntries([...document.querySelectorAll('[data-style]')].map(e => [e.dataset.style, "
                  "[getComputedStyle(e).fontSize, getComputedStyle(e).lineHeight]]))")
        for default, root in ((16, 16), (20, 20)):
            if label == "css-rem" and default != 16:
                continue
            found = load(browser, directory, f"small-root-{label}-{default}", head, body, script,
                         MODES[0][2] + f",defaultFontSize={default}")
            for style in styles:
                row = table.get((style, "large"))
                if row is None:
                    continue
                if label == "css-rem" or default == 16:
                    wanted = [row["size"], row["lineHeight"]]
                else:
                    wanted = on_categories(points, table, style, root)[:2]
                got = [px(value) for value in found.get(style, ["0px", "0px"])]
                if any(abs(g - w) > 0.002 for g, w in zip(got, wanted)):
                    problems.append(f"62.5 % root, rootFontSize 10, {label}, browser default {default}px: {style} computed {got}, wanted {wanted}")
    # Safari for iOS's branch forced on (both conditions, a 20 px body keyword): the site's own
    # 62.5 % root wins over the branch's font, so the styles must stay at large, not fall to xSmall.
    forced = css.replace("@supports (font: -apple-system-body) and (-webkit-touch-callout: none)", "@supports (display: block)").replace(
        "font: -apple-system-body;", "font: 20px system-ui;")
    head = f"<html><head><style>{forced}</style><style>html {{ font-size: 62.5% }}</style></head>"
    found = load(browser, directory, "small-root-safari", head, f"<p id='probe' class='{prefix}-{kebab(reference)}'>Hg</p>",
                 "getComputedStyle(document.getElementById('probe')).fontSize")
    large = table[(reference, "large")]["size"]
    if abs(px(found) - large) > 0.002:
        problems.append(f"62.5 % root, rootFontSize 10, Safari for iOS's branch forced on: {reference} computed {found}, wanted large's {large}px")
    if not any(style == reference for style in styles):
        problems.append(f"no {reference} on the page")
    return problems


def class_toggle_problems(browser, directory, compiled, css):
    prefix = kebab(compiled["theme"]["name"])
    names = sorted(tints(compiled, "light", "normal"))
    script = PROBE.replace("NAMES", json.dumps(names))
    problems = []
    for classes, settings, appearance in (("dark antialiased", MODES[0][2], "dark"), ("antialiased light", MODES[1][2], "light")):
        head = f"<html class='{classes}'><head><style>{css}</style></head>"
        body = f"<i data-probe='root' data-prefix='{prefix}'></i>"
        found = load(browser, directory, "class-" + appearance, head, body, script, settings)["root"]
        wanted = tints(compiled, appearance, "normal")
        if found != wanted:
            problems.append(f"class toggle <html class=\"{classes}\">: computed {found}, compiled {appearance} {wanted}")
    return problems


def scoped_problems(browser, directory, built):
    themes = sorted(built)
    names = sorted(set().union(*(tints(built[theme][0], "light", "normal") for theme in themes)))
    script = PROBE.replace("NAMES", json.dumps(names))
    sheets = "".join(f"<style>{built[theme][1]}</style>" for theme in themes)
    cases = [  # (the page's root attributes, a scope's own attributes, the mode each scope must have)
        ('data-color-scheme="dark"', "", ("dark", "normal")),
        ('data-color-scheme="dark"', 'data-color-scheme="light"', ("light", "normal")),
        ('data-contrast="more"', "", ("light", "increased")),
        ('data-color-scheme="dark" data-contrast="more"', "", ("dark", "increased")),
    ]
    problems = []
    for index, (outer, own, (appearance, contrast)) in enumerate(cases):
        body = "".join(f"<section><div class='{kebab(theme)}-theme' {own}><i data-probe='{theme}' data-prefix='{kebab(theme)}'></i></div></section>"
                       for theme in themes)
        found = load(browser, directory, f"scoped-{index}", f"<html {outer}><head>{sheets}</head>", body, script)
        for theme in themes:
            wanted = tints(built[theme][0], appearance, contrast)
            got = {name: value for name, value in found[theme].items() if name in wanted}
            if got != wanted:
                problems.append(f"two scoped themes, page <html {outer}>, scope {own or '(no switch)'}: {theme} computed {got}, "
                                f"compiled {appearance}/{contrast} {wanted}")
    return problems


def main(tintype, theme_a, theme_b):
    browser = chromium("check_css_site.py")
    tintype = os.path.abspath(tintype) if os.sep in tintype else tintype
    problems = []
    with tempfile.TemporaryDirectory() as directory:
        plain = build(tintype, os.path.join(directory, "plain"), [theme_a], "css", {})
        compiled, css = next(iter(plain.values()))
        problems += own_root_problems(browser, directory, compiled, css)
        small = build(tintype, os.path.join(directory, "small"), [theme_a], "css", {"rootFontSize": 10})
        small_rem = build(tintype, os.path.join(directory, "small-rem"), [theme_a], "css-rem", {"rootFontSize": 10})
        problems += small_root_problems(browser, directory, compiled, next(iter(small.values()))[1], next(iter(small_rem.values()))[1])
        toggled = build(tintype, os.path.join(directory, "class"), [theme_a], "css", {"colorSchemeAttribute": "class"})
        problems += class_toggle_problems(browser, directory, compiled, next(iter(toggled.values()))[1])
        scoped = build(tintype, os.path.join(directory, "scoped"), [theme_a, theme_b], "css", {"root": False})
        if len(scoped) != 2:
            problems.append(f"two themes built, {len(scoped)} sheets found")
        problems += scoped_problems(browser, directory, scoped)
    if not problems:
        print("own root font, 62.5 % root, class toggle and two scoped themes: every value as compiled")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
