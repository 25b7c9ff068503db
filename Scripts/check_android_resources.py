#!/usr/bin/env python3
"""Checks Android resources written by `tintype compile --format android` against the compiled
theme (NAME.tintype.json), read here with Python's own JSON and XML parsers, independently of the
exporter: every file must be well-formed XML, every style's text appearance must carry the
compiled size, line height, letter spacing and weight at the `large` category, and every colour
the compiled tints of its appearance and contrast.

usage: check_android_resources.py COMPILED.tintype.json ANDROID_DIR [--material-components]
(with --material-components, the text appearances must set Material Components' lineHeight too;
without it, they must not, as an app without that library has no such attribute)
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import re
import sys
import xml.etree.ElementTree as ElementTree

ANDROID = "{http://schemas.android.com/apk/res/android}"


def words(name):
    """The words of a name: split at non-alphanumerics and at lower-to-upper changes, lowercased."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def snake(name):
    return "_".join(words(name))


def pascal(name):
    return "".join(w[:1].upper() + w[1:] for w in words(name))


def argb(hex_colour):
    """#rrggbb or #rrggbbaa (the compiled theme's form) as Android's #rrggbb or #aarrggbb."""
    digits = hex_colour[1:]
    if len(digits) == 8 and digits[6:] != "ff":
        return "#" + digits[6:] + digits[:6]
    return "#" + digits[:6]


SYSTEM_FONTS = json.load(open(__file__.rsplit("/", 2)[0] + "/Tests/Fixtures/Reference/android-system-fonts.json", encoding="utf-8"))
WEIGHT_WORDS = {"thin": 100, "light": 300, "medium": 500, "black": 900}
CSS_GENERICS = {"system-ui": "sans-serif", "-apple-system": "sans-serif", "blinkmacsystemfont": "sans-serif",
                "ui-sans-serif": "sans-serif", "ui-rounded": "sans-serif", "ui-serif": "serif", "ui-monospace": "monospace"}


def android_family(families):
    """The android:fontFamily for a theme's list, from AOSP's fonts.xml (the reference file): a name
    or weighted alias of a system family as written, another alias as its family, the typeface a
    family is (Roboto, Noto Serif) or that typeface with a weight word as the family's alias at
    that weight, else a font resource named after the first family."""
    first = families[0].strip() if families else "sans-serif"
    key = first.lower()
    for name, family in SYSTEM_FONTS["families"].items():
        typeface = family["typeface"].lower()
        aliases = {alias.lower(): weight for alias, weight in family["aliases"].items()}
        if key == name or key == typeface:
            return name
        if key in aliases:
            return key if aliases[key] is not None else name
        rest = key[len(typeface) + 1:] if key.startswith(typeface + " ") else None
        if rest in WEIGHT_WORDS:
            for alias, weight in aliases.items():
                if weight == WEIGHT_WORDS[rest]:
                    return alias
    if key in CSS_GENERICS:
        return CSS_GENERICS[key]
    return "@font/" + family_resource(first)


def family_resource(family):
    """A family as people name its Android resource: its words, split at spaces and punctuation
    only (DejaVu Serif is dejavu_serif), lowercase, joined by _, starting with a letter."""
    name = "_".join(re.findall(r"[a-z0-9]+", family.lower()))
    return name if name[:1].isalpha() else "t_" + name


def main(compiled_path, directory, material_components=False):
    problems = []
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    theme = compiled["theme"]["name"]
    prefix = snake(theme)

    def parse(relative):
        try:
            return ElementTree.parse(f"{directory}/{relative}").getroot()
        except (OSError, ElementTree.ParseError) as error:
            problems.append(f"{relative}: {error}")
            return None

    # Text appearances.
    styles = parse(f"values/{prefix}_type.xml")
    if styles is not None:
        by_name = {}
        parents = {}
        for style in styles.findall("style"):
            by_name[style.get("name")] = {item.get("name"): item.text for item in style.findall("item")}
            parents[style.get("name")] = style.get("parent")
        expected_names = set()
        # A style's earlier names (the compiled typeface's "formerly"), kept for a release: an empty
        # appearance whose parent is the new one.
        for typeface in compiled["typefaces"]:
            for former in typeface.get("formerly", []):
                for suffix in ("", ".Emphasized"):
                    old = f"TextAppearance.{pascal(theme)}.{pascal(former)}{suffix}"
                    new = f"TextAppearance.{pascal(theme)}.{pascal(typeface['style'])}{suffix}"
                    expected_names.add(old)
                    if parents.get(old) != new or by_name.get(old):
                        problems.append(f"{old}: parent {parents.get(old)!r} and {by_name.get(old)!r}, wanted an empty style with parent {new}")
        families = {typeface["style"]: typeface["families"] for typeface in compiled["typefaces"]}
        cuts = {typeface["style"]: typeface.get("displayCut") for typeface in compiled["typefaces"]}
        for row in compiled["styles"]:
            if row["category"] != "large" or row["leading"] != "standard":
                continue
            name = f"TextAppearance.{pascal(theme)}.{pascal(row['style'])}" + (".Emphasized" if row["emphasized"] else "")
            expected_names.add(name)
            items = by_name.get(name)
            if items is None:
                problems.append(f"{name}: missing")
                continue
            checks = [("android:textSize", row["size"], "sp"), ("android:lineHeight", row["lineHeight"], "sp"),
                      ("android:letterSpacing", row["tracking"]["em"], ""), ("android:textFontWeight", row["weight"], "")]
            if material_components:
                checks.append(("lineHeight", row["lineHeight"], "sp"))
            elif "lineHeight" in items:
                problems.append(f"{name}: sets Material Components' lineHeight, which the app was not said to have")
            for key, value, unit in checks:
                text = items.get(key)
                if text is None or not text.endswith(unit) or abs(float(text[:len(text) - len(unit)]) - value) > 1e-9:
                    problems.append(f"{name} {key}: {text!r}, compiled {value}{unit}")
            family = items.get("android:fontFamily") or ""
            # A role's display cut (its own family) from its size up; its text cut below.
            cut = cuts.get(row["style"])
            expected = android_family(cut["families"] if cut and row["size"] >= cut["from"] else families.get(row["style"], []))
            if family != expected:
                problems.append(f"{name} android:fontFamily: {family!r}, fonts.xml gives {expected!r}")
        if set(by_name) != expected_names:
            problems.append(f"text appearances: extra {sorted(set(by_name) - expected_names)}")

    # Colours: light in values/, dark in values-night/, increased contrast as _high_contrast.
    def tints(appearance, contrast):
        for tint_set in compiled["tints"]:
            if {"appearance": appearance, "contrast": contrast} in tint_set["modes"]:
                colours = {"tint": tint_set["default"], "tint_dimmed": tint_set["dimmedDefault"]}
                colours.update({snake(name): value for name, value in tint_set["derived"].items()})
                for kind, values in tint_set["components"].items():
                    if values.get("tint"):
                        colours[snake(kind) + "_tint"] = values["tint"]
                    if values.get("barTint"):
                        colours[snake(kind) + "_bar_tint"] = values["barTint"]
                return colours
        problems.append(f"no compiled tints for {appearance}/{contrast}")
        return {}

    # A tint colour has a _high_contrast form only where it differs at increased contrast in
    # either appearance.
    twinned = {name for appearance in ("light", "dark")
               for name, value in tints(appearance, "increased").items() if tints(appearance, "normal").get(name) != value}
    colour_names = set()
    for folder, appearance in [("values", "light"), ("values-night", "dark")]:
        root = parse(f"{folder}/{prefix}_colors.xml")
        if root is None:
            continue
        written = {colour.get("name"): colour.text for colour in root.findall("color")}
        expected = {}
        for contrast, suffix in [("normal", ""), ("increased", "_high_contrast")]:
            for name, value in tints(appearance, contrast).items():
                if contrast == "normal" or name in twinned:
                    expected[f"{prefix}_{name}{suffix}"] = argb(value)
        if written != expected:
            problems.append(f"{folder}/{prefix}_colors.xml: {sorted(set(written.items()) ^ set(expected.items()))}")
        colour_names |= set(written)

    # Theme overlays refer only to colours that exist, in both contrasts.
    overlays = parse(f"values/{prefix}_theme.xml")
    if overlays is not None:
        attributes = {attr.get("name") for attr in overlays.findall("attr")}
        for style in overlays.findall("style"):
            items = {item.get("name"): item.text for item in style.findall("item")}
            high = style.get("name").endswith(".HighContrast")
            # Material Components' colour attributes: only in an app said to use the library.
            material = {name: value for name, value in items.items() if name not in attributes}
            wanted = material_roles(compiled, prefix, high, tints("light", "normal"), twinned) if material_components else {}
            if material != wanted:
                problems.append(f"{style.get('name')}: Material attributes {sorted(material.items())}, wanted {sorted(wanted.items())}")
            items = {name: value for name, value in items.items() if name in attributes}
            if set(items) != attributes:
                problems.append(f"{style.get('name')}: sets {sorted(items)}, attributes {sorted(attributes)}")
            for value in items.values():
                colour = (value or "").removeprefix("@color/")
                twin = colour.removeprefix(f"{prefix}_").removesuffix("_high_contrast") in twinned
                if colour not in colour_names or colour.endswith("_high_contrast") != (high and twin):
                    problems.append(f"{style.get('name')}: {value} is not a colour of its contrast")

    problems += token_problems(compiled, prefix, parse, directory, colour_names)
    problems += duplicate_names(directory)

    for problem in problems:
        print(problem)
    return 1 if problems else 0


def duplicate_names(directory):
    """Android merges a folder's value files into one table, where a name is one resource of its
    type: a name twice (a token with a tint's name) fails the app's build."""
    import glob
    import os
    problems = []
    for folder in ("values", "values-night"):
        seen = {}
        for path in sorted(glob.glob(os.path.join(directory, folder, "*.xml"))):
            for element in ElementTree.parse(path).getroot():
                key = (element.get("type") or element.tag, element.get("name"))
                if key in seen:
                    problems.append(f"{folder}: {key[0]} {key[1]} in both {seen[key]} and {os.path.basename(path)}")
                seen.setdefault(key, os.path.basename(path))
    return problems


# Material 3's roles and Material Components' attributes for them (MDC's docs/theming/Color.md),
# in Material's order; the roles only newer versions of the library have are not set.
MATERIAL_ROLES = [("primary", "colorPrimary"), ("onPrimary", "colorOnPrimary"), ("primaryContainer", "colorPrimaryContainer"),
                  ("onPrimaryContainer", "colorOnPrimaryContainer"), ("inversePrimary", "colorPrimaryInverse"),
                  ("secondary", "colorSecondary"), ("onSecondary", "colorOnSecondary"), ("secondaryContainer", "colorSecondaryContainer"),
                  ("onSecondaryContainer", "colorOnSecondaryContainer"), ("tertiary", "colorTertiary"), ("onTertiary", "colorOnTertiary"),
                  ("tertiaryContainer", "colorTertiaryContainer"), ("onTertiaryContainer", "colorOnTertiaryContainer"),
                  ("error", "colorError"), ("onError", "colorOnError"), ("errorContainer", "colorErrorContainer"),
                  ("onErrorContainer", "colorOnErrorContainer"), ("background", "android:colorBackground"),
                  ("onBackground", "colorOnBackground"), ("surface", "colorSurface"), ("onSurface", "colorOnSurface"),
                  ("surfaceVariant", "colorSurfaceVariant"), ("onSurfaceVariant", "colorOnSurfaceVariant"),
                  ("inverseSurface", "colorSurfaceInverse"), ("inverseOnSurface", "colorOnSurfaceInverse"), ("outline", "colorOutline")]
# The groups a role's token may sit in (Docs/Formats.md, "Material's roles").
ROLE_GROUPS = {"color", "colors", "colour", "colours", "sys", "md", "m3", "material", "scheme", "semantic", "role", "roles", "theme", "brand"}


def words(text):
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text)
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def material_roles(compiled, prefix, high, light_tints, twinned):
    """{attribute: @color/…} a high-contrast or normal overlay must set: each role's colour token
    (named for the role, in role groups; of several, the fewest groups, then path order), its
    _high_contrast form where it differs at increased contrast; else the tint and onTint."""
    keys = ["value", "dark", "lightIncreased", "darkIncreased"]
    by_words = {}
    for token in compiled.get("tokens", []):
        segments = token["path"].split(".")
        if token["type"] != "color" or not all(set(words(s)) <= ROLE_GROUPS for s in segments[:-1]):
            continue
        key = tuple(words(segments[-1]))
        if key not in by_words or len(segments) < len(by_words[key]["path"].split(".")):
            by_words[key] = token
    wanted = {}
    for role, attribute in MATERIAL_ROLES:
        token = by_words.get(tuple(words(role)))
        if token is not None:
            values = [token.get(k, token["value"]) for k in keys]
            differs = values[2] != values[0] or values[3] != values[1]
            wanted[attribute] = f"@color/{prefix}_{snake(token['path'])}" + ("_high_contrast" if high and differs else "")
        elif role in ("primary", "onPrimary") and (role == "primary" or "on_tint" in light_tints):
            name = "tint" if role == "primary" else "on_tint"
            wanted[attribute] = f"@color/{prefix}_{name}" + ("_high_contrast" if high and name in twinned else "")
    return wanted


def token_problems(compiled, prefix, parse, directory, theme_colours):
    """The brand tokens: values/PREFIX_tokens.xml holds every token a value resource can (colours
    with their _high_contrast forms, dp dimensions (sp for those the compiled theme marks
    sizesText, which follow the font scale), float numbers, integer milliseconds and
    weights) in light, values-night/ what dark changes; each value worked out here from the
    compiled token (sRGB from the components, OKLCH through Ottosson's matrices; a colour sRGB
    cannot hold is named in the header instead of compared). A colour token whose name is one of
    the theme's own colours is left out: the theme's colour keeps the name."""
    from check_css_tokens import srgb_of
    tokens = compiled.get("tokens", [])
    if not tokens:
        return []
    problems = []
    keys = {("light", "normal"): "value", ("dark", "normal"): "dark", ("light", "increased"): "lightIncreased", ("dark", "increased"): "darkIncreased"}

    def expected(token, appearance):
        """{resource name: (element, text or None for a colour sRGB cannot hold)} for one appearance."""
        name = f"{prefix}_" + snake(token["path"])
        found = {}
        if token["type"] == "color" and name in theme_colours:
            return found
        differs = any(token.get(keys[(a, "increased")], token["value"]) != token.get(keys[(a, "normal")], token["value"])
                      for a in ("light", "dark"))
        for contrast, suffix in [("normal", ""), ("increased", "_high_contrast")]:
            value = token.get(keys[(appearance, contrast)], token["value"])
            kind = token["type"]
            if kind == "color" and contrast == "increased" and not differs:
                continue
            if kind == "color":
                rgb = srgb_of(value)
                inside = rgb is not None and all(-1e-6 <= c <= 1 + 1e-6 for c in rgb)
                alpha = round(value.get("alpha", 1) * 255)
                found[name + suffix] = ("color", None if not inside else
                                        ("#" + (f"{alpha:02x}" if alpha != 255 else "") + "".join(f"{round(c * 255):02x}" for c in rgb)))
            elif contrast == "normal" and kind == "dimension":
                unit = "sp" if token.get("sizesText") else "dp"
                found[name] = ("dimen", f"{value['value'] * (16 if value['unit'] == 'rem' else 1):g}{unit}")
            elif contrast == "normal" and kind == "number":
                found[name] = ("item", f"{value:g}")
            elif contrast == "normal" and kind == "duration":
                found[name] = ("integer", str(round(value["value"] * (1000 if value["unit"] == "s" else 1))))
            elif contrast == "normal" and kind == "fontWeight":
                found[name] = ("integer", str(round(value)))
        return found

    light = {}
    for token in tokens:
        light.update(expected(token, "light"))
    root = parse(f"values/{prefix}_tokens.xml")
    if root is None:
        return [f"values/{prefix}_tokens.xml: missing"]
    # ElementTree drops comments: the header is read from the file's text.
    header = open(f"{directory}/values/{prefix}_tokens.xml", encoding="utf-8").read().split("-->")[0]
    written = {element.get("name"): (element.tag, element.text) for element in root}
    for name, (tag, text) in light.items():
        got = written.get(name)
        if got is None or got[0] != tag or (text is not None and got[1] != text):
            problems.append(f"values/{prefix}_tokens.xml {name}: {got}, token gives {(tag, text)}")
    if set(written) != set(light):
        problems.append(f"values/{prefix}_tokens.xml: names {sorted(set(written) ^ set(light))}")
    for token in tokens:
        if token["type"] not in ("color", "dimension", "number", "duration", "fontWeight") and f"{token['path']} ({token['type']})" not in header:
            problems.append(f"the header does not name {token['path']}, which no value resource holds")
    # values-night: exactly the tokens whose dark values differ from what values/ gives.
    night = {}
    for token in tokens:
        dark, base = expected(token, "dark"), expected(token, "light")
        if dark != base:
            night.update(dark)
    night_root = parse(f"values-night/{prefix}_tokens.xml") if night else None
    written_night = {element.get("name"): (element.tag, element.text) for element in night_root} if night_root is not None else {}
    for name, (tag, text) in night.items():
        got = written_night.get(name)
        if got is None or got[0] != tag or (text is not None and got[1] != text):
            problems.append(f"values-night/{prefix}_tokens.xml {name}: {got}, token gives {(tag, text)}")
    return problems


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--material-components"):
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2], material_components=len(sys.argv) == 4))
