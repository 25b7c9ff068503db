"""Where a compiled theme's content-size categories sit on a continuous text scale, worked out from
the compiled table alone (read with Python's JSON parser), for the page and Flutter checks: each
category at the ratio of the reference style's size there to its size at large. The reference is
body; without one, of the styles named body… (or, without those, all) the one whose size at large
is nearest 16, the first in the theme's order on a tie. Categories of equal ratio share one
anchor, kept by the category nearest large."""

CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]


def standard_table(compiled):
    """{(style, category): row} of the regular, standard-leading rows."""
    return {(r["style"], r["category"]): r for r in compiled["styles"] if r["leading"] == "standard" and not r["emphasized"]}


def anchors(compiled):
    """(reference style, [(ratio, category)] in increasing ratio)."""
    table = standard_table(compiled)
    order = [t["style"] for t in compiled["typefaces"]]
    complete = [s for s in order if all((s, c) in table for c in CATEGORIES) and table[(s, "large")]["size"] > 0]
    bodies = [s for s in complete if s.lower().startswith("body")] or complete
    reference = "body" if "body" in complete else min(bodies, key=lambda s: abs(table[(s, "large")]["size"] - 16))
    large = table[(reference, "large")]["size"]
    chosen = {}
    for index, category in enumerate(CATEGORIES):
        ratio = table[(reference, category)]["size"] / large
        distance = abs(index - CATEGORIES.index("large"))
        if ratio in chosen and abs(CATEGORIES.index(chosen[ratio]) - CATEGORIES.index("large")) <= distance:
            continue
        chosen[ratio] = category
    return reference, sorted(chosen.items())
