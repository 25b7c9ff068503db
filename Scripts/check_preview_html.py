#!/usr/bin/env python3
"""Checks a page written by `tintype preview --html` in headless Chromium against the compiled
theme (NAME.tintype.json, read with Python's JSON parser): in each emulated mode (light, dark,
increased contrast, both), for every style at every category, the computed font size, line height
and letter spacing must equal the compiled table, and with Bold Text switched on the weight must
be the Bold Text row's; the tint swatch behind the alert must be the mode's tint, and with the
"present alert" switch on, the mode's dimmed tint, while the alert's own button keeps the tint;
the page's @font-face fonts must load (none fails, those the first view needs are loaded). Optionally saves a screenshot (a test artefact).

usage: check_preview_html.py COMPILED.tintype.json PAGE.html [SCREENSHOT.png]
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import os
import re
import subprocess
import sys

from chromium_page import FLAGS, chromium, report, result as result_of

MODES = [("light", "normal", "preferredColorScheme=1,preferredContrast=2"),
         ("dark", "normal", "preferredColorScheme=0,preferredContrast=2"),
         ("light", "increased", "preferredColorScheme=1,preferredContrast=0"),
         ("dark", "increased", "preferredColorScheme=0,preferredContrast=0")]

# Reads the page as Chromium laid it out, then works its controls as a person would.
PROBE = """<script>
document.fonts.ready.then(() => {
  const read = () => {
    const rows = {};
    for (const p of document.querySelectorAll('td[data-size-category] p[data-style]')) {
      const style = getComputedStyle(p);
      rows[p.dataset.style + '|' + p.parentElement.dataset.sizeCategory] =
        [style.fontSize, style.lineHeight, style.letterSpacing, style.fontWeight];
    }
    const colour = (selector, property) => getComputedStyle(document.querySelector(selector))[property];
    return {rows, swatch: colour('.tt-swatch', 'backgroundColor'), button: colour('[data-tint=button]', 'color'),
            alertButton: colour('[data-tint=alert]', 'color'), mode: document.querySelector('.tt-page').dataset.mode};
  };
  const flip = (id) => { const box = document.getElementById(id); box.checked = !box.checked; box.dispatchEvent(new Event('change')); };
  const result = {plain: read()};
  flip('tt-bold-text'); result.bold = read(); flip('tt-bold-text');
  flip('tt-alert'); result.alert = read(); flip('tt-alert');
  result.fonts = [...document.fonts].map(f => f.family + ' ' + f.weight + ': ' + f.status);
  const out = document.createElement('pre');
  out.textContent = 'RES' + 'ULT' + JSON.stringify(result) + 'E' + 'ND';
  document.body.appendChild(out);
});
</script>"""


def px(text):
    return 0.0 if text == "normal" else float(text.removesuffix("px"))


def hex_colour(text):
    numbers = [float(n) for n in re.findall(r"[\d.]+", text)]
    rgb = "#" + "".join(f"{int(round(n)):02x}" for n in numbers[:3])
    if len(numbers) == 4 and numbers[3] < 1:
        rgb += f"{int(round(numbers[3] * 255)):02x}"
    return rgb


def main(compiled_path, page_path, screenshot=None):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    browser = chromium("check_preview_html.py")
    page_path = os.path.abspath(page_path)
    text = open(page_path, encoding="utf-8").read()
    # Beside the page, so fonts it refers to by relative path are found.
    probe_path = page_path + ".probe.html"
    with open(probe_path, "w", encoding="utf-8") as handle:
        handle.write(text.replace("</body>", PROBE + "</body>"))
    problems = []
    rows = {(r["style"], r["category"]): r for r in compiled["styles"] if r["leading"] == "standard" and not r["emphasized"]}
    try:
        for appearance, contrast, settings in MODES:
            result = result_of(browser, probe_path, settings, "--virtual-time-budget=10000")
            mode = f"{appearance}-{contrast}"
            if result["plain"]["mode"] != mode:
                problems.append(f"{mode}: the page chose mode {result['plain']['mode']}")
            found = result["plain"]["rows"]
            if not found:
                problems.append(f"{mode}: no cells")
            for key, values in found.items():
                style, category = key.split("|")
                row = rows[(style, category)]
                wanted = [row["size"], row["lineHeight"], row["tracking"]["points"], row["weight"]]
                got = [px(values[0]), px(values[1]), px(values[2]), int(values[3])]
                if any(abs(g - w) > 1e-3 for g, w in zip(got, wanted)):
                    problems.append(f"{mode} {key}: computed {values}, compiled {wanted}")
                bold = {**row, **(row.get("boldText") or {})}["weight"]
                if int(result["bold"]["rows"][key][3]) != bold:
                    problems.append(f"{mode} {key} Bold Text: weight {result['bold']['rows'][key][3]}, compiled {bold}")
            tints = next(s for s in compiled["tints"] if {"appearance": appearance, "contrast": contrast} in s["modes"])
            checks = [("swatch", result["plain"]["swatch"], tints["default"]), ("button", result["plain"]["button"], tints["default"]),
                      ("swatch behind the alert", result["alert"]["swatch"], tints["dimmedDefault"]),
                      ("button behind the alert", result["alert"]["button"], tints["dimmedDefault"]),
                      ("the alert's button", result["alert"]["alertButton"], tints["default"])]
            for name, computed, wanted in checks:
                if hex_colour(computed) != wanted:
                    problems.append(f"{mode} {name}: computed {computed}, compiled {wanted}")
            # Faces load when text first needs them (unloaded until then); none may fail.
            if not any(entry.endswith(": loaded") for entry in result["fonts"]) or any(entry.endswith("error") for entry in result["fonts"]):
                problems.append(f"{mode} fonts: {result['fonts']}")
        if screenshot:
            subprocess.run([browser, *FLAGS, "--window-size=1600,1200", f"--screenshot={os.path.abspath(screenshot)}",
                            "file://" + page_path], capture_output=True, timeout=120)
            if not os.path.exists(screenshot):
                problems.append("no screenshot was written")
    finally:
        os.remove(probe_path)
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
