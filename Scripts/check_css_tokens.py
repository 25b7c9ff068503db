#!/usr/bin/env python3
"""Checks the brand tokens of a style sheet written by `tintype compile --format css` in headless
Chromium against the compiled theme's tokens (NAME.tintype.json's "tokens", read with Python's
JSON parser): each token's custom property is applied to the CSS property of its kind (a colour
to `color`, a dimension to `width`, a shadow to `box-shadow`, a border to `border`, a duration and
an easing to `transition-*`, a gradient to `background-image`, a typography token's five members
to the font properties), and the value Chromium computes must be the token's, worked out here: sRGB
from the DTCG components (OKLCH and OKLab through Björn Ottosson's matrices), a wide colour in its
own space (Chromium draws Display P3), lengths in px (1 rem = 16 px), durations in seconds. Each of
the four modes is checked with its media features emulated, and the site's switch with
`data-color-scheme` and `data-contrast` attributes on an ancestor.

usage: check_css_tokens.py COMPILED.tintype.json FILE.css
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import math
import os
import re
import sys
import tempfile

from chromium_page import chromium, report, result as result_of

MODES = [("light", "normal", "preferredColorScheme=1,preferredContrast=2"),
         ("dark", "normal", "preferredColorScheme=0,preferredContrast=2"),
         ("light", "increased", "preferredColorScheme=1,preferredContrast=0"),
         ("dark", "increased", "preferredColorScheme=0,preferredContrast=0")]
# The compiled theme's key for a mode; the base is "value".
KEYS = {("light", "normal"): "value", ("dark", "normal"): "dark", ("light", "increased"): "lightIncreased",
        ("dark", "increased"): "darkIncreased"}
# The site's switch on an ancestor, and the mode it must give under the reader's (emulated) one:
# the appearance alone keeps the reader's contrast; both together set both.
PROBES = [('data-color-scheme="light"', lambda mode: ("light", mode[1])),
          ('data-color-scheme="dark" data-contrast="more"', lambda mode: ("dark", "increased"))]


def words(path):
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", path)
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def value_in(token, mode):
    return token.get(KEYS[mode], token["value"])


# --- colours -------------------------------------------------------------------------------

def srgb_encode(c):
    return 12.92 * c if abs(c) <= 0.0031308 else math.copysign(1.055 * abs(c) ** (1 / 2.4) - 0.055, c)


def oklab_to_linear_srgb(l, a, b):
    l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s_ = (l - 0.0894841775 * a - 1.2914855480 * b) ** 3
    return (4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
            -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
            -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_)


def srgb_of(color):
    """sRGB components 0–1 of an in-gamut colour, or None for a space this check does not convert."""
    space, c = color["colorSpace"], color["components"]
    if space == "srgb":
        return c
    if space == "oklab":
        return [srgb_encode(x) for x in oklab_to_linear_srgb(*c)]
    if space == "oklch":
        l, chroma, hue = c
        return [srgb_encode(x) for x in oklab_to_linear_srgb(l, chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue)))]
    return None


def color_matches(computed, color):
    """Chromium's computed colour (`rgb(…)`, `rgba(…)`, `color(space …)`) against a DTCG colour."""
    alpha = color.get("alpha", 1)
    wide = re.fullmatch(r"color\(([\w-]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: / ([\d.e]+))?\)", computed)
    if wide:
        if wide.group(1) != color["colorSpace"]:
            return False
        found = [float(x) for x in wide.group(2, 3, 4)]
        return all(abs(f - w) < 1e-3 for f, w in zip(found, color["components"])) and abs(float(wide.group(5) or 1) - alpha) < 0.01
    plain = re.fullmatch(r"rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)", computed)
    rgb = srgb_of(color)
    if not plain or rgb is None:
        return False
    found = [int(x) for x in plain.group(1, 2, 3)]
    return all(abs(f - round(w * 255)) <= 1 for f, w in zip(found, rgb)) and abs(float(plain.group(4) or 1) - alpha) < 0.005


# --- other values --------------------------------------------------------------------------

def px(dimension):
    return dimension["value"] * (16 if dimension["unit"] == "rem" else 1)


def seconds(duration):
    return duration["value"] / (1000 if duration["unit"] == "ms" else 1)


def number(text):
    return float(re.sub(r"[a-z]+$", "", text))


def families(value):
    return [value] if isinstance(value, str) else value


def shadow_matches(computed, shadows):
    # Chromium writes each shadow colour first: `rgba(0, 0, 0, 0.2) 0px 2px 6px 0px[ inset]`.
    parts = re.findall(r"((?:rgba?|color)\([^)]*\)) ([-\d.]+)px ([-\d.]+)px ([-\d.]+)px ([-\d.]+)px( inset)?", computed)
    if len(parts) != len(shadows):
        return False
    for (color, x, y, blur, spread, inset), shadow in zip(parts, shadows):
        lengths = [float(v) for v in (x, y, blur, spread)]
        wanted = [px(shadow[k]) for k in ("offsetX", "offsetY", "blur", "spread")]
        if not color_matches(color, shadow["color"]) or lengths != wanted or bool(inset) != shadow.get("inset", False):
            return False
    return True


def gradient_matches(computed, stops):
    parts = re.findall(r"((?:rgba?|color)\([^)]*\)) ([\d.]+)%", computed)
    return len(parts) == len(stops) and all(
        color_matches(color, stop["color"]) and abs(float(position) - stop["position"] * 100) < 1e-3 for (color, position), stop in zip(parts, stops))


def bezier(points):
    return "cubic-bezier(" + ", ".join(f"{p:g}" for p in points) + ")"


# What each type is applied to, and how the computed value is judged: (property, check(computed, value)).
PROPERTIES = {
    "color": [("color", color_matches)],
    "dimension": [("width", lambda c, v: abs(number(c) - px(v)) < 1e-3)],
    "number": [("--raw", lambda c, v: abs(float(c) - v) < 1e-9)],
    "fontWeight": [("font-weight", lambda c, v: float(c) == v)],
    "fontFamily": [("font-family", lambda c, v: [f.strip().strip('"') for f in c.split(",")] == families(v))],
    "duration": [("transition-duration", lambda c, v: abs(number(c) - seconds(v)) < 1e-6)],
    "cubicBezier": [("transition-timing-function", lambda c, v: c == bezier(v))],
    "strokeStyle": [("border-top-style", lambda c, v: c == v if isinstance(v, str) else c == "dashed")],
    "shadow": [("box-shadow", lambda c, v: shadow_matches(c, v if isinstance(v, list) else [v]))],
    "border": [("border-top-width", lambda c, v: abs(number(c) - px(v["width"])) < 1e-3),
               ("border-top-style", lambda c, v: c == (v["style"] if isinstance(v["style"], str) else "dashed")),
               ("border-top-color", lambda c, v: color_matches(c, v["color"]))],
    "gradient": [("background-image", gradient_matches)],
    "transition": [("transition-duration", lambda c, v: abs(number(c) - seconds(v["duration"])) < 1e-6),
                   ("transition-delay", lambda c, v: abs(number(c) - seconds(v["delay"])) < 1e-6),
                   ("transition-timing-function", lambda c, v: c == bezier(v["timingFunction"]))],
    "typography": [("font-family", lambda c, v: [f.strip().strip('"') for f in c.split(",")] == families(v["fontFamily"])),
                   ("font-size", lambda c, v: abs(number(c) - px(v["fontSize"])) < 1e-3),
                   ("font-weight", lambda c, v: float(c) == v["fontWeight"]),
                   ("letter-spacing", lambda c, v: abs(number(c) - px(v["letterSpacing"])) < 1e-3),
                   ("line-height", lambda c, v: abs(number(c) - v["lineHeight"] * px(v["fontSize"])) < 0.01)],
}


def style_of(token, prefix):
    """The declarations that apply the token's custom properties to its properties."""
    name = f"--{prefix}-" + "-".join(words(token["path"]))
    kind = token["type"]
    if kind == "border":
        return f"border: var({name})"
    if kind == "transition":
        return f"transition: var({name})"
    if kind == "strokeStyle":
        return f"border-top-width: 1px; border-top-style: var({name})"
    if kind == "typography":
        return "; ".join(f"{p}: var({name}-{p})" for p in ("font-family", "font-size", "font-weight", "letter-spacing", "line-height"))
    if kind == "number":
        return ""
    return f"{PROPERTIES[kind][0][0]}: var({name})"


def page(css, tokens, prefix):
    elements = []
    for index, token in enumerate(tokens):
        elements.append(f'<p data-token="{index}" style="{style_of(token, prefix)}">Hg</p>')
    for probe, (attributes, _) in enumerate(PROBES):
        inner = "".join(f'<p data-token="{index}" data-probe="{probe}" style="{style_of(token, prefix)}">Hg</p>' for index, token in enumerate(tokens))
        elements.append(f"<div {attributes}>{inner}</div>")
    script = """
      const found = {};
      for (const element of document.querySelectorAll('[data-token]')) {
        const token = TOKENS[element.dataset.token];
        const style = getComputedStyle(element);
        const name = '--PREFIX-' + token.words.join('-');
        const values = token.properties.map(p => p === '--raw' ? style.getPropertyValue(name).trim() : style.getPropertyValue(p));
        found[(element.dataset.probe ?? 'root') + '|' + element.dataset.token] = values;
      }
      document.body.textContent = 'RESULT' + JSON.stringify(found) + 'END';
    """.replace("TOKENS", json.dumps([{"words": words(t["path"]), "properties": [p for p, _ in PROPERTIES[t["type"]]]} for t in tokens]))
    return f"<!doctype html><html><head><style>{css}</style></head><body>{''.join(elements)}<script>{script.replace('PREFIX', prefix)}</script></body></html>"


def main(compiled_path, css_path):
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    tokens = compiled.get("tokens", [])
    if not tokens:
        print("the compiled theme has no tokens")
        return 1
    prefix = "-".join(words(compiled["theme"]["name"]))
    css = open(css_path, encoding="utf-8").read()
    browser = chromium("check_css_tokens.py")
    problems, checked = [], 0
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "tokens.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page(css, tokens, prefix))
        for appearance, contrast, settings in MODES:
            found = result_of(browser, path, settings)
            reader = (appearance, contrast)
            for where, mode in [("root", reader)] + [(str(i), probe_mode(reader)) for i, (_, probe_mode) in enumerate(PROBES)]:
                for index, token in enumerate(tokens):
                    values = found.get(f"{where}|{index}")
                    wanted = value_in(token, mode)
                    for (prop, check), computed in zip(PROPERTIES[token["type"]], values or []):
                        checked += 1
                        if not check(computed, wanted):
                            problems.append(f"{token['path']} ({appearance}/{contrast} media, {'no attribute' if where == 'root' else PROBES[int(where)][0]}): "
                                            f"{prop} computed {computed!r}, token {json.dumps(wanted)}")
    if checked == 0:
        problems.append("nothing was checked")
    else:
        print(f"{os.path.basename(css_path)}: {len(tokens)} tokens, {checked} computed values in 4 modes and 2 attribute switches")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
