#!/usr/bin/env bash
# The build plugin's rebuild after a theme change against one after an app change, on its own (the
# row of Benchmarks/run.sh's build section, without the rest of the run): Examples/ThemeDemo with
# the packaged plugin (Scripts/plugin-package.sh, as apps get it), the accent toggled in the
# compiled theme against a line toggled in main.swift, each a debug `swift build`. Three blocks of
# three runs a side (hyperfine, one environment, as a developer's builds in one shell), times the
# medians over all runs, the ratio the median of the blocks' ratios; target ≤ 1.2×.
#
#   bash Benchmarks/plugin-rebuild.sh      # prints the row; writes Benchmarks/results/plugin-rebuild.md
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "plugin-rebuild.sh: hyperfine is not installed (Debian: apt-get install hyperfine)" >&2; exit 2; }
out=Benchmarks/results/plugin-rebuild
rm -rf "$out"
mkdir -p "$out/app/Sources/ThemeDemo"
bash Scripts/plugin-package.sh "$out/TintypePlugin" >/dev/null
sed 's|.package(name: "Tintype", path: "../..")|.package(name: "TintypePlugin", path: "../TintypePlugin")|; s|package: "Tintype")|package: "TintypePlugin")|' \
  Examples/ThemeDemo/Package.swift > "$out/app/Package.swift"
cp Examples/ThemeDemo/Sources/ThemeDemo/main.swift Examples/ThemeDemo/Sources/ThemeDemo/default.tintype.json "$out/app/Sources/ThemeDemo/"
swift build --package-path "$out/app" >/dev/null 2>&1 || { echo "plugin-rebuild.sh: the app does not build" >&2; exit 1; }
stable="env -u HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET swift build --package-path $out/app"
theme="python3 Benchmarks/Inputs/toggle.py $out/app/Sources/ThemeDemo/default.tintype.json '\"default\": \"#007aff\"' '\"default\": \"#007afe\"'"
app="python3 Benchmarks/Inputs/toggle.py $out/app/Sources/ThemeDemo/main.swift 'print(\"accent \\(appearance): ' 'print(\"Accent \\(appearance): '"
for block in 1 2 3; do
  hyperfine --runs 3 --warmup 1 --style none --export-json "$out/block$block.json" \
    --prepare "$theme" "$stable" --prepare "$app" "$stable" >/dev/null
done
python3 - "$out" > "$out.md" <<'PY'
import json, statistics, sys
out = sys.argv[1]
blocks = [json.load(open(f"{out}/block{b}.json"))["results"] for b in (1, 2, 3)]
theme = statistics.median([t for block in blocks for t in block[0]["times"]])
app = statistics.median([t for block in blocks for t in block[1]["times"]])
ratio = statistics.median([block[0]["median"] / block[1]["median"] for block in blocks])
verdict = "meets the target" if ratio <= 1.2 else "MISSES the target"
print("| measure | tintype | peer | ratio | target |")
print("|---|---|---|---|---|")
print(f"| rebuild after a one-line change to the compiled theme (the packaged plugin regenerates the Swift, whose tables file alone is "
      f"compiled, and links) | {theme:.2f} s | rebuild after a one-line change to the app's main.swift {app:.2f} s | {ratio:.2f}× | ≤ 1.2×: {verdict} |")
PY
cat "$out.md"
