#!/usr/bin/env python3
"""Checks the fallback faces of a style sheet written by `tintype compile --format css` against
the real files, two ways that call nothing of Tintype's:

1. The numbers. For every fallback of the compiled theme (`webFallbacks`), fontTools reads the
   brand face the theme draws at that weight and the stand-in face measured (each found with
   fc-match by its PostScript name) and works out Capsize's, fontaine's and next/font's formula:
   the average advance of next/font's sample per em, brand over fallback, is `size-adjust`; the
   brand's line box (typo with USE_TYPO_METRICS, else hhea, as FreeType chooses) per em over
   `size-adjust` is each override. The compiled theme and the sheet's `@font-face` rule must agree,
   and lie within Tintype's fitting of them to Chromium's whole pixels (Docs/Formats.md): the
   `size-adjust` within 0.03 % of that formula, each override within 0.05 % of an em of the
   brand's metric over the `size-adjust` written.
2. The layout. In headless Chromium, each style at `large`, at each weight the theme draws it in,
   sets a paragraph once in the brand face (loaded from its file) and once in the sheet's fallback
   family alone (its `local()` faces): the one-line width may differ by at most 1 % and the height
   of the paragraph wrapped in a 360 px box by at most one line. The peers' one rule per family
   (the regular face with its `size-adjust`) is measured too, drawn as a browser draws it at a
   bold weight (synthesized from the regular face) and on the weight's real face, and the widest
   error of each is printed for the documentation.
3. The line box. In headless Chromium, a line at `line-height: normal` in each fallback rule is as
   high as in the brand face, with its baseline at the same place, at every whole-pixel size from
   6 to 120 px. (Above, Chromium's own rounding of a brand face can depart from the rule the
   overrides are fitted to: Atkinson Hyperlegible Bold's ascent of 0.95 em at 130 px, 123.5 px,
   comes out 123 where the rule gives 124.)

usage: check_css_fallbacks.py COMPILED.tintype.json FILE.css
Exits 0 when everything holds, 1 with one line per problem otherwise."""
import html
import json
import os
import re
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTFont

from chromium_page import chromium, report, result as result_of

SAMPLE = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      "
PARAGRAPH = ("While the brand font loads, the page is set in a font the reader already has; when the brand font arrives, "
             "every line should keep its length and every paragraph its height, so that nothing the reader is looking at moves. "
             "Most of what people read is plain running text: sentences of short and long words, a capital at the start, "
             "commas, full stops and now and then a number such as 2026. The quick brown fox jumps over the lazy dog, and "
             "design systems describe type and colour once, then need them on every platform they ship to.")


def font_file(postscript_name):
    return subprocess.run(["fc-match", "-f", "%{file}", f":postscriptname={postscript_name}"], capture_output=True, text=True).stdout


def per_em(path):
    font = TTFont(path)
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    return sum(hmtx[cmap[ord(c)]][0] for c in SAMPLE) / len(SAMPLE) / font["head"].unitsPerEm


def line_box(path):
    """(ascender, descender, line gap) per em, as FreeType chooses the table."""
    font = TTFont(path)
    upem, hhea, os2 = font["head"].unitsPerEm, font["hhea"], font["OS/2"] if "OS/2" in font else None
    if os2 is not None and os2.fsSelection & (1 << 7):
        values = (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap)
    elif hhea.ascent or hhea.descent:
        values = (hhea.ascent, hhea.descent, hhea.lineGap)
    else:
        values = (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap)
    return [v / upem for v in values]


def family_of(compiled, row):
    return compiled["fonts"][row["font"]]["family"]


def brand_faces(compiled):
    """{(family, weight): brand PostScript name} from the rows: every weight a style is drawn in,
    in each family (a role's display cut is a family of its own)."""
    faces = {}
    for row in compiled["styles"]:
        if row["leading"] != "standard":
            continue
        for variant in (row, {**row, **(row.get("boldText") or {})}):
            faces[(family_of(compiled, variant), variant["weight"])] = compiled["fonts"][variant["font"]]["postscriptName"]
    return faces


def rules(css):
    """{(family, weight): {descriptor: value}} of the sheet's @font-face rules."""
    found = {}
    for body in re.findall(r"@font-face \{(.*?)\n\}", css, re.S):
        descriptors = dict(re.findall(r"^\s*([\w-]+): (.+);$", body, re.M))
        found[(descriptors["font-family"].strip('"'), int(descriptors["font-weight"]))] = descriptors


def percent(text):
    return float(text.removesuffix("%")) / 100


def number_problems(compiled, css):
    problems = []
    faces = brand_faces(compiled)
    written = {}
    for body in re.findall(r"@font-face \{(.*?)\n\}", css, re.S):
        descriptors = dict(re.findall(r"^\s*([\w-]+): (.+);$", body, re.M))
        written[(descriptors["font-family"].strip('"'), int(descriptors["font-weight"]))] = descriptors
    checked = 0
    for fallback in compiled.get("webFallbacks", []):
        if fallback["face"] is None:
            continue
        brand = font_file(faces[(fallback["family"], fallback["weight"])])
        stand_in = font_file(fallback["face"])
        size_adjust = per_em(brand) / per_em(stand_in)
        ascent, descent, gap = line_box(brand)
        # Each override against the brand's metric over the size-adjust written (itself checked
        # against fontTools' ratio): the two moves are bounded one by one.
        written_adjust = fallback["sizeAdjust"]
        wanted = {"sizeAdjust": size_adjust, "ascentOverride": ascent / written_adjust, "descentOverride": -descent / written_adjust,
                  "lineGapOverride": gap / written_adjust}
        family = fallback["family"] + " fallback" + ("" if fallback["system"] in ("Arial", "Times New Roman", "Courier New") else " " + fallback["system"])
        rule = written.get((family, fallback["weight"]))
        if rule is None:
            problems.append(f"{family} at {fallback['weight']}: no @font-face rule in the sheet")
            continue
        for key, css_key, reach in [("sizeAdjust", "size-adjust", 3e-4), ("ascentOverride", "ascent-override", 5e-4),
                                    ("descentOverride", "descent-override", 5e-4), ("lineGapOverride", "line-gap-override", 5e-4)]:
            if abs(fallback[key] - percent(rule[css_key])) > 1e-9 or abs(fallback[key] - wanted[key]) > reach + 1e-9:
                problems.append(f"{family} at {fallback['weight']}: {key} compiled {fallback[key]}, sheet {rule[css_key]}, "
                                f"fontTools {wanted[key]:.6f}")
        checked += 1
    return problems, checked, written


def sheet_family(fallback, written):
    """The family name of the sheet's rule for a fallback at its weight."""
    return next(name for (name, w) in written if w == fallback["weight"] and name.startswith(fallback["family"] + " fallback")
                and (name.endswith(fallback["system"]) or fallback["system"] in ("Arial", "Times New Roman", "Courier New")
                     and name == fallback["family"] + " fallback"))


def write_page(directory, name, head, body, script):
    """A page of `head` styles and `body` elements whose script writes its result; its path."""
    path = os.path.join(directory, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("<!doctype html><html><head><style>" + "\n".join(head) + "</style></head><body>" + "".join(body)
                     + f"<script>{script}</script></body></html>")
    return path


def layout_page(compiled, css, written, directory):
    """One paragraph per style at large, weight and fallback family, set three ways: in the brand
    face's file, in the sheet's fallback family, and in the regular fallback face with the
    single-weight size-adjust."""
    faces = brand_faces(compiled)
    styles = [row for row in compiled["styles"] if row["category"] == "large" and row["leading"] == "standard" and not row["emphasized"]]
    head = [css]
    for (family, weight), name in sorted(faces.items()):
        head.append(f"@font-face {{ font-family: 'Brand probe {family}'; font-weight: {weight}; src: url('file://{font_file(name)}'); }}")
    single = {}
    for fallback in compiled.get("webFallbacks", []):
        if fallback["face"] is None:
            continue
        regular = next(f for f in compiled["webFallbacks"] if f["system"] == fallback["system"] and f["family"] == fallback["family"]
                       and f["face"] is not None and (f["weight"] == 400 or f is fallback))
        key = f"Single {fallback['system']} {fallback['weight']}"
        single[(fallback["family"], fallback["system"], fallback["weight"])] = key
        overrides = "; ".join(f"{name}: {fallback[key_] * fallback['sizeAdjust'] / fallback['singleWeightSizeAdjust'] * 100}%"
                              for name, key_ in [("ascent-override", "ascentOverride"), ("descent-override", "descentOverride"),
                                                 ("line-gap-override", "lineGapOverride")])
        # The peers' one rule: the regular face by local(), no weight (the browser synthesizes bold from it) ...
        local = ", ".join(f'local("{n}")' for n in regular["local"])
        head.append(f"@font-face {{ font-family: '{key}'; src: {local}; size-adjust: {fallback['singleWeightSizeAdjust'] * 100}%; {overrides}; }}")
        # ... and its size-adjust on the real face of the weight, where a system draws that face.
        local = ", ".join(f'local("{n}")' for n in fallback["local"])
        head.append(f"@font-face {{ font-family: '{key} real'; font-weight: {fallback['weight']}; src: {local}; "
                    f"size-adjust: {fallback['singleWeightSizeAdjust'] * 100}%; {overrides}; }}")
    body = []
    cases = []
    for row in styles:
        for weight in sorted({row["weight"], (row.get("boldText") or {}).get("weight", row["weight"])}):
            for fallback in compiled.get("webFallbacks", []):
                if fallback["face"] is None or fallback["weight"] != weight or fallback["family"] != family_of(compiled, row):
                    continue
                family = sheet_family(fallback, written)
                case = len(cases)
                cases.append((row["style"], row["size"], row["lineHeight"], weight, fallback["system"]))
                peers = single[(fallback["family"], fallback["system"], weight)]
                for kind, font in [("brand", "Brand probe " + fallback["family"]), ("fallback", family), ("single", peers), ("real", peers + " real")]:
                    style = f"font-family: '{font}'; font-size: {row['size']}px; line-height: {row['lineHeight']}px; font-weight: {weight}"
                    body.append(f"<span data-case='{case}' data-kind='{kind}' data-measure='width' style=\"{style}; white-space: nowrap\">"
                                f"{html.escape(PARAGRAPH)}</span><br>")
                    body.append(f"<div data-case='{case}' data-kind='{kind}' data-measure='height' style=\"{style}; width: 360px\">"
                                f"{html.escape(PARAGRAPH)}</div>")
    script = """
      document.fonts.ready.then(() => {
        const found = {};
        for (const element of document.querySelectorAll('[data-case]')) {
          const box = element.getBoundingClientRect();
          const key = element.dataset.case + '|' + element.dataset.kind + '|' + element.dataset.measure;
          found[key] = element.dataset.measure === 'width' ? box.width : box.height;
        }
        document.body.textContent = 'RESULT' + JSON.stringify(found) + 'END';
      });
    """
    return write_page(directory, "fallbacks.html", head, body, script), cases


def line_box_page(compiled, css, written, directory):
    """A line of each fallback rule and of its brand face at `line-height: normal`, at every whole
    size from 6 to 120 px, with a marker on the baseline."""
    faces = brand_faces(compiled)
    head = [css] + [f"@font-face {{ font-family: 'Brand probe {family}'; font-weight: {weight}; src: url('file://{font_file(name)}'); }}"
                    for (family, weight), name in sorted(faces.items())]
    body, cases = [], []
    for fallback in compiled.get("webFallbacks", []):
        if fallback["face"] is None:
            continue
        weight = fallback["weight"]
        family = sheet_family(fallback, written)
        for size in range(6, 121):
            case = len(cases)
            cases.append((family, weight, size))
            for kind, font in [("brand", "Brand probe " + fallback["family"]), ("fallback", family)]:
                body.append(f"<div data-case='{case}' data-kind='{kind}' style=\"font-family: '{font}'; font-weight: {weight}; "
                            f"font-size: {size}px; line-height: normal\">Hxg<span style='display: inline-block; width: 1px; height: 1px'>"
                            "</span></div>")
    script = """
      document.fonts.ready.then(() => {
        const found = {};
        for (const element of document.querySelectorAll('[data-case]')) {
          const box = element.getBoundingClientRect(), mark = element.querySelector('span').getBoundingClientRect();
          found[element.dataset.case + '|' + element.dataset.kind] = [box.height, mark.bottom - box.top];
        }
        document.body.textContent = 'RESULT' + JSON.stringify(found) + 'END';
      });
    """
    return write_page(directory, "line-boxes.html", head, body, script), cases


def main(compiled_path, css_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    css = open(css_path, encoding="utf-8").read()
    problems, checked, written = number_problems(compiled, css)
    if checked == 0:
        problems.append("no measured fallback in the compiled theme")
    browser = chromium("check_css_fallbacks.py")
    with tempfile.TemporaryDirectory() as directory:
        path, cases = layout_page(compiled, css, written, directory)
        found = result_of(browser, path, "preferredColorScheme=1", "--virtual-time-budget=20000", "--allow-file-access-from-files")
        boxes_path, box_cases = line_box_page(compiled, css, written, directory)
        boxes = result_of(browser, boxes_path, "preferredColorScheme=1", "--virtual-time-budget=20000", "--allow-file-access-from-files")
    for case, (family, weight, size) in enumerate(box_cases):
        (brand_height, brand_base), (height, base) = boxes[f"{case}|brand"], boxes[f"{case}|fallback"]
        if (height, base) != (brand_height, brand_base):
            problems.append(f"{family} at {weight}, {size}px, line-height: normal: {height}px high with the baseline at {base}px, "
                            f"the brand face {brand_height}px at {brand_base}px")
    worst = {"fallback": 0.0, "single": 0.0, "real": 0.0}
    for case, (style, size, line_height, weight, system) in enumerate(cases):
        brand_width, brand_height = found[f"{case}|brand|width"], found[f"{case}|brand|height"]
        for kind in ("fallback", "single", "real"):
            error = abs(found[f"{case}|{kind}|width"] - brand_width) / brand_width
            worst[kind] = max(worst[kind], error)
            if kind == "fallback" and error > 0.01:
                problems.append(f"{style} at {weight} on {system}: one line {found[f'{case}|fallback|width']:.1f}px, brand {brand_width:.1f}px "
                                f"({error:.2%}, over 1%)")
            if kind == "fallback" and abs(found[f"{case}|fallback|height"] - brand_height) > line_height + 0.01:
                problems.append(f"{style} at {weight} on {system}: paragraph {found[f'{case}|fallback|height']:.1f}px high, brand "
                                f"{brand_height:.1f}px (more than one {line_height}px line apart)")
    print(f"{os.path.basename(css_path)}: {checked} fallback rules agree with fontTools; {len(box_cases)} line boxes at line-height: "
          f"normal as the brand's; {len(cases)} paragraphs: widest width error "
          f"{worst['fallback']:.2%} with a rule per weight; with the peers' one rule per family {worst['single']:.2%} where the browser "
          f"synthesizes bold from the regular face, {worst['real']:.2%} where it draws the weight's real face")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
