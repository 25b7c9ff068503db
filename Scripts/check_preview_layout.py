#!/usr/bin/env python3
"""Checks the layout section of a page written by `tintype preview --html … --layout TREE.json` in
headless Chromium: for each node EXPECTED.json names, it chooses the node in the page's list as a
person would, reads the SVG boxes Chromium lays out (getBBox, in points of the window) and
compares them with the expected ones; the other nodes' guides must be hidden meanwhile. For each
category named under "readable", it picks the category in the page's control and reads the
readable guide shown ("all" shows the page's default category).

EXPECTED.json: {"initial": ID (the node chosen when the page opens), "nodes": {ID: {"frame" | "safeArea" | "margins" | "content": [x, y, w, h],
"topGuide" | "bottomGuide": y, "readable": {CATEGORY: [x, y, w, h]}}}}, every key optional.

usage: check_preview_layout.py PAGE.html EXPECTED.json
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import os
import sys

from chromium_page import chromium, report, result as result_of

PROBE = """<script>
(() => {
  const wanted = %s;
  const box = (element) => { if (!element) return null; const b = element.getBBox(); return [b.x, b.y, b.width, b.height]; };
  const shown = (element) => element && getComputedStyle(element).display !== 'none';
  const pick = (id, value) => { const control = document.getElementById(id); control.value = value; control.dispatchEvent(new Event('change')); };
  const result = {initial: document.getElementById('tt-layout-node').value, nodes: {}};
  for (const [id, expected] of Object.entries(wanted)) {
    pick('tt-layout-node', id);
    const group = [...document.querySelectorAll('g[data-node]')].find(g => g.dataset.node === id);
    if (!group) { result.nodes[id] = null; continue; }
    const part = (name) => { const element = group.querySelector('.' + name); return shown(element) ? element : null; };
    const guide = (name) => { const element = part(name); return element ? element.getBBox().y : null; };
    const others = [...document.querySelectorAll('g[data-node]')].filter(g => g !== group)
      .flatMap(g => [...g.children]).filter(e => !e.classList.contains('tt-frame') && e.tagName !== 'title' && shown(e)).length;
    const readable = {};
    for (const category of Object.keys(expected.readable || {})) {
      pick('tt-category', category);
      const visible = [...group.querySelectorAll('.tt-readable')].filter(shown);
      readable[category] = visible.length === 1 ? box(visible[0]) : 'shown: ' + visible.length;
    }
    pick('tt-category', 'all');
    result.nodes[id] = {frame: box(group.querySelector('.tt-frame')), safeArea: box(part('tt-safe-area')),
      margins: box(part('tt-margins')), content: box(part('tt-content')), topGuide: guide('tt-top-guide'),
      bottomGuide: guide('tt-bottom-guide'), readable, othersShown: others,
      row: !!document.querySelector('tr.tt-chosen[data-node="' + CSS.escape(id) + '"]')};
  }
  const out = document.createElement('pre');
  out.textContent = 'RES' + 'ULT' + JSON.stringify(result) + 'E' + 'ND';
  document.body.appendChild(out);
})();
</script>"""


def close(got, wanted):
    if isinstance(wanted, list):
        return isinstance(got, list) and len(got) == len(wanted) and all(abs(g - w) < 1e-3 for g, w in zip(got, wanted))
    return isinstance(got, (int, float)) and abs(got - wanted) < 1e-3


def main(page_path, expected_path):
    expected = json.load(open(expected_path, encoding="utf-8"))["nodes"]
    browser = chromium("check_preview_layout.py")
    page_path = os.path.abspath(page_path)
    text = open(page_path, encoding="utf-8").read()
    probe_path = page_path + ".probe.html"
    with open(probe_path, "w", encoding="utf-8") as handle:
        handle.write(text.replace("</body>", PROBE % json.dumps(expected) + "</body>"))
    problems = []
    try:
        result = result_of(browser, probe_path, "preferredColorScheme=1", "--virtual-time-budget=5000")
    finally:
        os.remove(probe_path)
    for node, wanted in expected.items():
        got = result["nodes"].get(node)
        if got is None:
            problems.append(f"{node}: not drawn")
            continue
        if got["othersShown"]:
            problems.append(f"{node}: {got['othersShown']} guides of other nodes shown while it is chosen")
        if not got["row"]:
            problems.append(f"{node}: its table row is not marked chosen")
        for key, value in wanted.items():
            if key == "readable":
                for category, rect in value.items():
                    if not close(got["readable"].get(category), rect):
                        problems.append(f"{node} readable at {category}: drawn {got['readable'].get(category)}, expected {rect}")
            elif not close(got.get(key), value):
                problems.append(f"{node} {key}: drawn {got.get(key)}, expected {value}")
    document = json.load(open(expected_path, encoding="utf-8"))
    if "initial" in document and result["initial"] != document["initial"]:
        problems.append(f"the page opens on {result['initial']}, expected {document['initial']}")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
