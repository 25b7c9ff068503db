#!/usr/bin/env python3
"""Checks a style sheet written by `tintype compile --format css` (or css-rem) in headless Chromium
against the compiled theme (NAME.tintype.json, read with Python's JSON parser): for every style at
every content-size category, regular and emphasized, with Bold Text off and on, the computed font
size, line height, letter spacing and weight must equal the compiled table, and the first family
the theme's (its role's display cut's where the size reaches the cut's); the tints must equal
the compiled tints of light, dark, increased-contrast and dark increased-contrast modes, each with
those media features emulated by Chromium; and under each of those, a site's own switch must win:
an element inside `data-color-scheme="light|dark"` and `data-contrast="more|normal"` ancestors
(alone, together on one element, nested either way) must have the tints of the mode the attributes
say, the contrast the reader's where only the appearance is given and the other way round.

When the sheet follows the reader's text size (format css: `--PREFIX-text-size` on the root), it
also checks that in Chromium, with the root font size set as a reader's browser sets it: the anchors
are worked out here from the compiled table (16 px times the reference style's size ratio to
large; the reference is body, else of the styles named body… (or all) the one nearest 16 px at
large; equal ratios share an anchor,
kept by the category nearest large), and at every anchor each style's computed size, line height and
letter spacing must equal the table at that category, at each midpoint between two anchors the mean
of the two, and below the first and above the last anchor the end categories' values; so must each
style's trims (as margins of an element in the style: the category's em times its size).

With --text-scale android (the format's `textScale` option), the root sizes are 16 px times
Android font scales instead: at each scale (0.85, 1.0, AOSP's five tables, points between them, and
beyond both ends) each style's computed size must be what AOSP's FontScaleConverter gives its size at
large and its line height the large line height in proportion to that size, as Android 14 keeps
an sp line height (worked out here from the tables in the reference's
dynamic-type.json, Tests/Fixtures/Reference, as Compose blends from the identity table up to 1.15; clamped at 0.85 and 2.0),
its letter spacing the same em of the size. Either way, Safari for iOS's branch forced on must set
the text size to the system size × 16/17 and put the styles on the categories there; forced as
Safari on macOS meets it (`-apple-system-body` there, a 13 px keyword, but no iOS-only
`-webkit-touch-callout`), it must not apply: the root stays 16 px and the styles at large.

usage: check_css.py COMPILED.tintype.json FILE.css [--text-scale android]
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import html
import json
import os
import re
import sys
import tempfile

import category_anchors
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


def first_family(compiled, style, size, exact=True):
    """The family a style at `size` px must name first: its display cut's from the cut's size up,
    else its role's. Not `exact` (a size the browser interpolates), None within a hundredth of the
    cut, where rounding may fall either way."""
    typeface = next(t for t in compiled["typefaces"] if t["style"] == style)
    cut = typeface.get("displayCut")
    if cut and not exact and abs(size - cut["from"]) < 0.01:
        return None
    families = cut["families"] if cut and size >= cut["from"] else typeface["families"]
    return families[0] if families else "sans-serif"


def computed_first_family(value):
    return value.split(",")[0].strip().strip('"')


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
    for key, (outer, inner) in PROBES.items():
        body.append(f"<div {outer}><div {inner}><i data-probe=\"{key}\"></i></div></div>")
    script = """
      const rows = {};
      for (const element of document.querySelectorAll('[data-key]')) {
        const style = getComputedStyle(element);
        rows[element.dataset.key] = [style.fontSize, style.lineHeight, style.letterSpacing, style.fontWeight, style.fontFamily];
      }
      const root = getComputedStyle(document.documentElement);
      const tints = {};
      for (const name of NAMES) tints[name] = root.getPropertyValue('--PREFIX-' + name).trim();
      const probes = {};
      for (const element of document.querySelectorAll('[data-probe]')) {
        const style = getComputedStyle(element);
        probes[element.dataset.probe] = Object.fromEntries(NAMES.map(name => [name, style.getPropertyValue('--PREFIX-' + name).trim()]));
      }
      document.body.textContent = 'RESULT' + JSON.stringify({rows, tints, probes}) + 'END';
    """.replace("NAMES", json.dumps(names)).replace("PREFIX", prefix)
    return f"<!doctype html><html><head><style>{css}</style></head><body>{''.join(body)}<script>{script}</script></body></html>"


# A site's own switch: (outer attributes, inner attributes) of a probe's two ancestors, by key
# "appearance|contrast" where contrast is "more" or "reader" (the emulated media feature's).
PROBES = {
    "light|reader": ('data-color-scheme="light"', ""),
    "dark|reader": ('data-color-scheme="dark"', ""),
    "light|more": ('data-color-scheme="light" data-contrast="more"', ""),
    "dark|more": ('data-color-scheme="dark"', 'data-contrast="more"'),
    "dark|more|outer": ('data-contrast="more"', 'data-color-scheme="dark"'),
    "reader|more": ('data-contrast="more"', ""),
    "light|normal": ('data-color-scheme="light" data-contrast="normal"', ""),
    "dark|normal|outer": ('data-contrast="normal"', 'data-color-scheme="dark"'),
    "reader|normal": ('data-contrast="normal"', ""),
}


def probe_root(browser, forced, site_style, reference, prefix, directory, name):
    """Loads a sheet (`forced`: a Safari branch forced on or off) with the site's own `site_style`
    and one element of the reference style; the root's computed family, line height and size, and
    the element's size."""
    document = ("<!doctype html><html><head><style>" + forced + f"</style><style>{site_style}</style></head>"
                f"<body><p id='probe' class='{prefix}-{kebab(reference)}'>Hg</p><script>const s = getComputedStyle(document.documentElement); "
                "const p = getComputedStyle(document.getElementById('probe')); document.body.textContent = 'RESULT' + "
                "JSON.stringify([s.fontFamily, s.lineHeight, s.fontSize, p.fontSize]) + 'END';</script></body></html>")
    path = os.path.join(directory, name + ".html")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(document)
    return result_of(browser, path, MODES[0][2])


def safari_problems(browser, css, compiled, prefix, directory):
    """Safari's branch forced on in Chromium (its @supports test and -apple-system-body, which
    Chromium lacks, replaced by ones it has): a site's own `html { font-family; line-height }` must
    keep its values, while the branch's size (here 20px) comes through. Forced as Safari on macOS
    meets it (`-apple-system-body`, a 13 px keyword, but no iOS-only `-webkit-touch-callout`), the
    branch must not apply: the root stays the reader's 16 px and the reference style at large."""
    branch = "@supports (font: -apple-system-body) and (-webkit-touch-callout: none)"
    if branch not in css:
        return ["no Safari for iOS branch (@supports (font: -apple-system-body) and (-webkit-touch-callout: none))"] \
            if "-apple-system-body" in css else []
    problems = []
    reference, _ = category_anchors.anchors(compiled)
    mac = css.replace("(font: -apple-system-body)", "(display: block)").replace("font: -apple-system-body;", "font: 13px system-ui;")
    _, _, size, probe = probe_root(browser, mac, "", reference, prefix, directory, "macos-safari")
    large = category_anchors.standard_table(compiled)[(reference, "large")]["size"]
    if px(size) != 16 or abs(px(probe) - large) > 0.002:
        problems.append(f"Safari on macOS (a 13 px -apple-system-body, no -webkit-touch-callout): the root must stay 16px and {reference} "
                        f"at large ({large}px); computed root {size}, {reference} {probe}")
    forced = css.replace(branch, "@supports (display: block)").replace("font: -apple-system-body;", "font: 20px system-ui;")
    family, line_height, size, probe = probe_root(browser, forced, "html { font-family: Georgia; line-height: 1.5 }", reference, prefix,
                                                  directory, "safari")
    if family != "Georgia" or px(line_height) != 30 or px(size) != 20:
        problems.append(f"Safari's branch forced on: the site's html font-family and line-height must win and the system size come "
                        f"through: computed {family}, {line_height}, {size}; wanted Georgia, 30px, 20px")
    if "--" + prefix + "-text-size" in css:
        # The text size is the system's 20 px × 16/17, and the reference style is on the categories there.
        points, table, _ = anchors(compiled)
        wanted = on_categories(points, table, reference, 20 * 16 / 17)[0]
        if abs(px(probe) - wanted) > 0.002:
            problems.append(f"Safari's branch forced on (system size 20px): {reference} computed {probe}, categories {wanted:.4f}px")
    return problems


def on_categories(points, table, style, root):
    """The style's [size, line height, letter spacing] at a root size on the categories' curve:
    linear between anchors, the end categories' beyond them."""
    def values(category):
        row = table[(style, category)]
        return [row["size"], row["lineHeight"], row["tracking"]["points"]]
    if root <= points[0][0]:
        return values(points[0][1])
    for (a, first), (b, second) in zip(points, points[1:]):
        if root <= b:
            t = (root - a) / (b - a)
            return [x + (y - x) * t for x, y in zip(values(first), values(second))]
    return values(points[-1][1])


def aosp_dp(sp, scale):
    """Android 14's FontScaleConverter (the reference's tables and algorithm): sp at a font scale,
    linear up to 1.0, blended from the identity table to 1.15's between 1.0 and 1.15 (Compose),
    between two tables each listed size's conversions blended by the scale."""
    tables = REFERENCE["androidTables"]
    sizes = tables["1.15"]["from"]
    def convert(table_to, value):
        if value >= sizes[-1]:
            return value * table_to[-1] / sizes[-1]
        if value < sizes[0]:
            return table_to[0] * value / sizes[0]
        for i in range(len(sizes) - 1):
            if sizes[i] <= value <= sizes[i + 1]:
                t = (value - sizes[i]) / (sizes[i + 1] - sizes[i])
                return table_to[i] + (table_to[i + 1] - table_to[i]) * t
    if scale <= 1:
        return sp * scale
    known = [(1.0, sizes)] + sorted((float(k), v["to"]) for k, v in tables.items())
    for (low, low_to), (high, high_to) in zip(known, known[1:]):
        if scale <= high:
            t = (scale - low) / (high - low)
            blended = [convert(low_to, x) + (convert(high_to, x) - convert(low_to, x)) * t for x in sizes]
            return convert(blended, sp)
    return sp * scale


# The reference tables, as committed with the tests (a copy of the reference's dynamic-type.json).
REFERENCE = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "Reference",
                                        "dynamic-type.json"), encoding="utf-8"))


def anchors(compiled):
    """[(root size in px, category)], increasing, from the compiled table alone (category_anchors)."""
    _, ratios = category_anchors.anchors(compiled)
    return [(16 * ratio, category) for ratio, category in ratios], category_anchors.standard_table(compiled), \
        [t["style"] for t in compiled["typefaces"]]


def fluid_page(css, prefix, styles, roots):
    """One frame per root size, each a document whose root font size is that size, holding one
    element per style; the page writes every frame's computed values as JSON once they load."""
    frames = []
    for root in roots:
        # The trims as the margins of an element in the style, so em resolve against its size.
        body = "".join(f'<p class="{prefix}-{kebab(style)}" data-style="{html.escape(style)}" style="margin-top: '
                       f'var(--{prefix}-{kebab(style)}-cap-trim, 0px); margin-bottom: var(--{prefix}-{kebab(style)}-baseline-trim, 0px)">Hg</p>'
                       for style in styles)
        document = f"<!doctype html><html style='font-size: {root}px'><head><style>{css}</style></head><body>{body}</body></html>"
        frames.append(f'<iframe srcdoc="{html.escape(document, quote=True)}"></iframe>')
    script = """
      window.addEventListener('load', () => {
        const frames = [];
        for (const frame of document.querySelectorAll('iframe')) {
          const rows = {};
          for (const element of frame.contentDocument.querySelectorAll('[data-style]')) {
            const style = frame.contentWindow.getComputedStyle(element);
            rows[element.dataset.style] = [style.fontSize, style.lineHeight, style.letterSpacing, style.fontFamily,
                                           style.marginTop, style.marginBottom];
          }
          frames.push(rows);
        }
        document.body.textContent = 'RESULT' + JSON.stringify(frames) + 'END';
      });
    """
    return f"<!doctype html><html><body>{''.join(frames)}<script>{script}</script></body></html>"


def android_checks(compiled):
    """(root size, what it is, {style: [size, line height, letter spacing]}) at Android font scales:
    each style's large size through AOSP's converter, its large line height and letter spacing in
    proportion to it; the sheet holds the ends (0.85, 2.0) beyond them."""
    _, table, styles = anchors(compiled)
    checks = []
    for scale in [0.7, 0.85, 0.925, 1.0, 1.05, 1.1, 1.15, 1.2, 1.3, 1.4, 1.5, 1.65, 1.8, 1.9, 2.0, 2.4]:
        held = min(max(scale, 0.85), 2.0)
        wanted = {}
        for style in styles:
            row = table.get((style, "large"))
            if row is None:
                continue
            em = row["tracking"]["points"] / row["size"]
            size = aosp_dp(row["size"], held)
            # Android 14 keeps an sp line height in proportion to the converted text (CTS TextViewFontScalingTest).
            trims = row.get("trims") or {"capHeight": 0, "baseline": 0}
            wanted[style] = [size, row["lineHeight"] / row["size"] * size, em * size,
                             trims["capHeight"] * size, trims["baseline"] * size]
        checks.append((16 * scale, f"font scale {scale}", wanted))
    return checks


def fluid_problems(browser, css, compiled, prefix, directory, text_scale):
    points, table, styles = anchors(compiled)
    def values(style, category):
        row = table.get((style, category))
        if row is None:
            return None
        trims = row.get("trims") or {"capHeight": 0, "baseline": 0}
        return [row["size"], row["lineHeight"], row["tracking"]["points"], trims["capHeight"] * row["size"], trims["baseline"] * row["size"]]
    checks = []  # (root size, what it is, {style: expected values}, tolerance)
    if text_scale == "android":
        points = []
        checks = android_checks(compiled)
    for root, category in points:
        checks.append((root, f"the anchor of {category}", {s: values(s, category) for s in styles}))
    for (a, first), (b, second) in zip(points, points[1:]):
        wanted = {}
        for style in styles:
            low, high = values(style, first), values(style, second)
            wanted[style] = None if low is None or high is None else [(x + y) / 2 for x, y in zip(low, high)]
        checks.append(((a + b) / 2, f"midway between {first} and {second}", wanted))
    if points:
        checks.append((points[0][0] - 4, f"below {points[0][1]}", {s: values(s, points[0][1]) for s in styles}))
        checks.append((points[-1][0] + 10, f"above {points[-1][1]}", {s: values(s, points[-1][1]) for s in styles}))
    path = os.path.join(directory, "fluid.html")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(fluid_page(css, prefix, styles, [round(root, 6) for root, _, _ in checks]))
    frames = result_of(browser, path, MODES[0][2])
    problems = []
    for (root, what, wanted), found in zip(checks, frames):
        for style, expected in wanted.items():
            if expected is None:
                continue
            values = found.get(style, ["0px", "0px", "0px", "", "0px", "0px"])
            got = [px(v) for v in values[:3] + values[4:6]]
            # Lengths to 1/500 px; trims (4 decimals of an em, as the table rounds them) to 1/100.
            if any(abs(g - w) > (0.002 if index < 3 else 0.01) for index, (g, w) in enumerate(zip(got, expected))):
                problems.append(f"root {root:.4f}px ({what}), {style}: computed {got}, table {expected}")
            family = first_family(compiled, style, expected[0], exact=False)
            if family is not None and computed_first_family(values[3]) != family:
                problems.append(f"root {root:.4f}px ({what}), {style}: font-family {values[3]}, the theme's first family at {expected[0]} px is {family}")
    if len(frames) != len(checks):
        problems.append(f"{len(frames)} frames read, {len(checks)} written")
    return problems, len(checks)


def px(text):
    return 0.0 if text == "normal" else float(text.removesuffix("px"))


def main(compiled_path, css_path, text_scale="categories"):
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
                        family = first_family(compiled, row["style"], row["size"])
                        if family is not None and computed_first_family(found[4]) != family:
                            problems.append(f"{key}: font-family {found[4]}, the theme's first family at {row['size']} pt is {family}")
                        checked += 1
                if checked == 0:
                    problems.append("no style was checked")
            tint_set = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
            wanted = {"tint": tint_set["default"], "tint-dimmed": tint_set["dimmedDefault"]}
            wanted.update({kebab(name): value for name, value in tint_set["derived"].items()})
            if result["tints"] != wanted:
                problems.append(f"{appearance}/{contrast} tints: computed {result['tints']}, compiled {wanted}")
            for key, found in result["probes"].items():
                probe_appearance, probe_contrast = key.split("|")[:2]
                mode = {"appearance": appearance if probe_appearance == "reader" else probe_appearance,
                        "contrast": {"more": "increased", "normal": "normal"}.get(probe_contrast, contrast)}
                probe_set = next(s for s in compiled["tints"] if mode in s["modes"])
                expected = {"tint": probe_set["default"], "tint-dimmed": probe_set["dimmedDefault"]}
                expected.update({kebab(name): value for name, value in probe_set["derived"].items()})
                if found != expected:
                    problems.append(f"{appearance}/{contrast} media, attributes {key}: computed {found}, compiled {expected}")
        problems += safari_problems(browser, css, compiled, prefix, directory)
        if f"--{prefix}-text-size" in css:
            found, roots = fluid_problems(browser, css, compiled, prefix, directory, text_scale)
            problems += found
            if not found:
                print(f"{os.path.basename(css_path)}: follows the root font size at {roots} root sizes")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[3] == "--text-scale" and sys.argv[4] in ("categories", "android"):
        sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[4]))
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
