#!/usr/bin/env python3
"""Writes the token set Tintype and Style Dictionary both build to CSS in Benchmarks/run.sh, and a
theme that exports it: DIR/tokens.json, 9,000 tokens in 3,000 chains of three (a value, then two
aliases down the chain), a third each dimensions, colours and numbers, with a description each,
as Style Dictionary's own performance budget describes its set; values are strings (`12px`,
`#1a66e1`), which Style Dictionary's CSS path writes as they are with no transform and Tintype
reads as DTCG drafts; and DIR/theme.json, a theme with the default typography exporting them.

usage: style_dictionary_tokens.py DIR"""
import json
import os
import sys


def main(directory):
    os.makedirs(directory, exist_ok=True)
    document = {}
    for chain in range(3000):
        kind = ["dimension", "color", "number"][chain % 3]
        group = {"$type": kind}
        for level in range(3):
            if level > 0:
                value = "{group%d.t%d}" % (chain, level - 1)
            elif kind == "dimension":
                value = "%dpx" % (chain % 64)
            elif kind == "color":
                value = "#1a66%02x" % (chain % 10 * 25)
            else:
                value = chain
            group["t%d" % level] = {"$value": value, "$description": "token %d of chain %d" % (level, chain)}
        document["group%d" % chain] = group
    with open(os.path.join(directory, "tokens.json"), "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=1)
    with open(os.path.join(directory, "theme.json"), "w", encoding="utf-8") as handle:
        json.dump({"name": "sd", "tokens": {"files": ["tokens.json"]}}, handle)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
