#!/usr/bin/env python3
"""Checks the components a page written by `tintype preview --html` draws, in headless Chromium:
each box stands at its category (the sheet's custom properties set its style's line height there)
with its height and padding around its lines of text, and carries `data-fits`, what Tintype's
`layout.component-clips` says. Chromium's own layout of the text (its lines' height plus the
padding against the box's height) must agree with it in every box, and the page must draw at least
one box that fits and one that clips when the theme has both.

usage: check_preview_components.py PAGE.html
Exits 0 when every box agrees, 1 with one line per disagreement otherwise."""
import os
import sys

from chromium_page import chromium, report, result as result_of

PROBE = """<script>
document.fonts.ready.then(() => {
  const boxes = [];
  for (const box of document.querySelectorAll('.tt-component')) {
    const style = getComputedStyle(box);
    const text = box.querySelector('p').getBoundingClientRect().height;
    boxes.push({row: box.closest('tr').querySelector('th').textContent, category: box.parentElement.dataset.sizeCategory,
                fits: box.dataset.fits, need: parseFloat(box.dataset.need), height: box.getBoundingClientRect().height,
                text, padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)});
  }
  document.body.textContent = 'RESULT' + JSON.stringify(boxes) + 'END';
});
</script>"""


def main(page_path):
    browser = chromium("check_preview_components.py")
    # The page's fonts are beside it: the probe page is written there too, and removed after.
    probe = os.path.join(os.path.dirname(os.path.abspath(page_path)), ".components-probe.html")
    page = open(page_path, encoding="utf-8").read().replace("</body>", PROBE + "</body>")
    with open(probe, "w", encoding="utf-8") as handle:
        handle.write(page)
    try:
        boxes = result_of(browser, probe, "preferredColorScheme=1", "--virtual-time-budget=10000")
    finally:
        os.remove(probe)
    problems = []
    for box in boxes:
        laid_out = box["text"] + box["padding"]
        browser_fits = laid_out <= box["height"] + 0.01
        if browser_fits != (box["fits"] == "yes"):
            problems.append(f"{box['row']} at {box['category']}: Chromium lays the text out in {laid_out:.2f}px of a {box['height']:.2f}px box, "
                            f"Tintype says it {'fits' if box['fits'] == 'yes' else 'clips'} (needs {box['need']})")
        if abs(laid_out - box["need"]) > 0.01:
            problems.append(f"{box['row']} at {box['category']}: Chromium's {laid_out:.2f}px against Tintype's need {box['need']}")
    if not boxes:
        problems.append("no component drawn")
    print(f"{os.path.basename(page_path)}: {len(boxes)} boxes, {sum(b['fits'] == 'no' for b in boxes)} clipping; Chromium's layout agrees"
          if not problems else f"{len(problems)} disagreements")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
