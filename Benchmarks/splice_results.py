"""Puts a benchmark run's tables into Docs/Benchmarks.md between its one pair of markers, in place
of what they held, so the document keeps one set of figures: the last run's.

    python3 Benchmarks/splice_results.py DOC RESULTS_DIR NAME...

Each NAME.md of RESULTS_DIR is added in order, its headings one level down. A document without
exactly one start and one end marker, in that order, is left as it is and the script exits 2.
"""
import os
import sys

START, END = "<!-- results -->\n", "<!-- /results -->"


def splice(text, tables):
    starts, ends = text.count(START), text.count(END)
    if starts != 1 or ends != 1 or text.index(START) > text.index(END):
        raise ValueError(f"needs one '{START.strip()}' before one '{END}'; it has {starts} and {ends}")
    start, end = text.index(START) + len(START), text.index(END)
    return text[:start] + tables + text[end:]


def main(argv):
    if len(argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    doc, out, names = argv[1], argv[2], argv[3:]
    tables = "\n".join(open(os.path.join(out, f"{name}.md")).read().replace("\n# ", "\n### ").replace("# ", "### ", 1)
                       for name in names)
    try:
        text = splice(open(doc).read(), tables)
    except ValueError as error:
        print(f"{doc}: error: {error}; restore the markers of its 'Last measured' section", file=sys.stderr)
        return 2
    temporary = doc + ".tmp"
    with open(temporary, "w") as handle:
        handle.write(text)
    os.replace(temporary, doc)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
