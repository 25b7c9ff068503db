#!/usr/bin/env bash
# The build plugin's builds on their own (the rows of Benchmarks/run.sh's build section, without the
# rest of the run): Examples/ThemeDemo with the packaged plugin (Scripts/plugin-package.sh, as apps
# get it). A no-op `swift build` against the same app without the plugin (its generated Swift
# committed as sources), target: within 50 ms; and the rebuild after the accent is toggled in the
# compiled theme against one after a line is toggled in main.swift, target ≤ 1.2×. Debug builds;
# three blocks (hyperfine, one environment, as a developer's builds in one shell), times the
# medians over all runs, the ratio the median of the blocks' ratios.
#
#   bash Benchmarks/plugin-rebuild.sh      # prints the rows; writes Benchmarks/results/plugin-rebuild.md
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
# The same app without the plugin: the Swift the plugin generates, committed as source files.
mkdir -p "$out/without/Sources/ThemeDemo"
cat > "$out/without/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

// Examples/ThemeDemo without the build plugin: the Swift it generates is source files of its own.
let package = Package(name: "ThemeDemo", targets: [.executableTarget(name: "ThemeDemo")], swiftLanguageModes: [.v6])
SWIFT
cp Examples/ThemeDemo/Sources/ThemeDemo/main.swift "$out/without/Sources/ThemeDemo/"
"$out/TintypePlugin/tintype-export.artifactbundle/"*/bin/tintype-export swift Examples/ThemeDemo/Sources/ThemeDemo/default.tintype.json -o "$out/generated" >/dev/null
cp "$out/generated/swift/"*.swift "$out/without/Sources/ThemeDemo/"
for side in app without; do
  swift build --package-path "$out/$side" >/dev/null 2>&1 || { echo "plugin-rebuild.sh: the app ($side) does not build" >&2; exit 1; }
done
stable="env -u HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET swift build --package-path $out/app"
for block in 1 2 3; do
  hyperfine --runs 5 --warmup 1 --style none --export-json "$out/noop$block.json" \
    "$stable" "env -u HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET swift build --package-path $out/without" >/dev/null
done
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
noops = [json.load(open(f"{out}/noop{b}.json"))["results"] for b in (1, 2, 3)]
with_plugin = statistics.median([t for block in noops for t in block[0]["times"]])
without = statistics.median([t for block in noops for t in block[1]["times"]])
difference = statistics.median([block[0]["median"] - block[1]["median"] for block in noops])
noop_verdict = "meets the target" if difference <= 0.05 else "MISSES the target"
print("| measure | tintype | peer | ratio | target |")
print("|---|---|---|---|---|")
print(f"| no-op build with the packaged plugin (the theme's two generated files and the shared TintypeTheme.swift) | "
      f"{with_plugin:.3f} s | the same app without the plugin, its Swift committed, {without:.3f} s | {difference * 1000:+.0f} ms | "
      f"within 50 ms: {noop_verdict} |")
print(f"| rebuild after a one-line change to the compiled theme (the packaged plugin regenerates the Swift, whose tables file alone is "
      f"compiled, and links) | {theme:.2f} s | rebuild after a one-line change to the app's main.swift {app:.2f} s | {ratio:.2f}× | ≤ 1.2×: {verdict} |")
PY
cat "$out.md"
