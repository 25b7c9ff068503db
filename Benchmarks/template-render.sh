#!/usr/bin/env bash
# A template against the built-in format doing the same work (issue 56), where a team waits: the
# 9,000-token set of Benchmarks/run.sh's Style Dictionary row (Benchmarks/Inputs/style_dictionary_tokens.py)
# built by `tintype build` as installed, once with the built-in `css` format, once with a template
# that writes every token as a custom property (Benchmarks/Inputs/css-variables.stencil). Whole
# processes; three blocks of ten runs a side (hyperfine), times the medians over all runs, the
# ratio the median of the blocks' ratios; target ≤ 2×.
#
#   bash Benchmarks/template-render.sh      # prints the row; writes Benchmarks/results/template-render.md
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "template-render.sh: hyperfine is not installed (Debian: apt-get install hyperfine)" >&2; exit 2; }
out=Benchmarks/results/template-render
rm -rf "$out"
mkdir -p "$out/css" "$out/template/templates"
python3 Benchmarks/Inputs/style_dictionary_tokens.py "$out/set" >/dev/null
for side in css template; do cp -r "$out/set" "$out/$side/set"; done
cp Benchmarks/Inputs/css-variables.stencil "$out/template/templates/"
printf 'themes: [set/theme.json]\nformats:\n  css:\n' > "$out/css/tintype.yml"
printf 'themes: [set/theme.json]\nformats:\n  vars: {template: templates/css-variables.stencil, output: "{name}.css"}\n' > "$out/template/tintype.yml"
installed="$(bash Scripts/build-release.sh --installed --product tintype)"
for side in css template; do "$installed/tintype" build "$out/$side" --quiet; done
for block in 1 2 3; do
  hyperfine --runs 10 --warmup 2 --style none --export-json "$out/block$block.json" \
    "$installed/tintype build $out/css --quiet" "$installed/tintype build $out/template --quiet" >/dev/null
done
python3 - "$out" > "$out.md" <<'PY'
import json, statistics, sys
out = sys.argv[1]
blocks = [json.load(open(f"{out}/block{b}.json"))["results"] for b in (1, 2, 3)]
css = statistics.median([t for block in blocks for t in block[0]["times"]])
template = statistics.median([t for block in blocks for t in block[1]["times"]])
ratio = statistics.median([block[1]["median"] / block[0]["median"] for block in blocks])
verdict = "meets the target" if ratio <= 2 else "MISSES the target"
print("| measure | tintype | peer | ratio | target |")
print("|---|---|---|---|---|")
print(f"| the 9,000-token set through a template writing each token as a custom property, `tintype build` as installed | "
      f"{template * 1000:.0f} ms | the built-in css format, the same build, {css * 1000:.0f} ms | {ratio:.2f}× | ≤ 2×: {verdict} |")
PY
cat "$out.md"
