#!/usr/bin/env bash
# Release benchmarks of the font layer, the Dynamic Type model and the tint resolver, on a realistic
# font set: the set-up installs Debian's Noto (core), Inter (static and variable), Roboto, Liberation
# and DejaVu, a few hundred faces, TrueType and CFF, static and variable. Every figure is a median,
# and every ratio compares two things measured in this same run:
#   1. per font, in one process: tintype's FontReader vs a plain C program reading the same fields
#      through FreeType (Benchmarks/Baselines/ft_inspect.c), the floor for this design; three ways:
#      tintype hashing as it ships (on the reading thread) against C hashing the same way, both hashing
#      serially, and both without hashing (the reading work alone);
#   2. a whole run over every installed font as a process: tintype-bench vs fontTools reading the
#      same fields, with Python's start-up and fontTools' import and without them (timed apart), and
#      the C program against fontTools, the floor of the ratio;
#   3. one file as a whole process: `tintype fonts inspect FILE --json` vs `fc-query FILE`, for
#      NotoSans-Regular.ttf and for Inter's CFF Regular;
#   4. the default theme's whole table, fonts loaded, in process (and copying as many rows); one
#      category (AX3) resolved as `styles --category AX3` does it, against resolving the whole
#      table and filtering it;
#   5. `tintype styles --json` and `tintype compile Themes/default` (output up to date, into an
#      empty directory, and to every format) and `tintype-export` of every format and of Swift
#      alone (the build plugin's run) as whole processes vs `fc-match sans-serif`, with `cp` of the
#      compiled theme and simdjson's parse of it (Benchmarks/Baselines/json_parse.cpp) as the floor
#      of an export, and where an export's time goes in process (reading the compiled theme, each
#      format);
#   6. the tint resolver on a random million-node tree (see Benchmarks/Swift/TintBenchmark.swift);
#   7. reading DTCG token sets at Style Dictionary's budgets;
#   8. the preview's PNG grid against Pillow drawing the same grid, and `tintype preview --png`;
#   9. `tintype metrics snapshot` of the default theme and of a theme on 50 font files against
#      Scripts/check_metrics_snapshot.py recomputing the same faces and rows with fontTools, and
#      `metrics check` and `snapshot` as processes vs `fc-match sans-serif`;
#  10. builds: the build plugin (packaged, as apps get it, and from source) in Examples/ThemeDemo's real `swift build` against the same app
#      without it (no-op and a rebuild after a theme change), and a 24-theme monorepo by one
#      `tintype build` against 24 `tintype compile` runs;
#  11. Style Dictionary 5 and tintype building the same 9,000-token set to CSS (issue 43);
#  12. the layout resolver on a random 100,000-node tree against the tint resolution of the same
#      tree, with the floor of writing each node's values (see Benchmarks/Swift/LayoutBenchmark.swift).
# Whole-process rows against fc-match or fc-query (other work, so mostly start-up) are reported
# figures with their targets retired. Writes fonts.md, styles.md, preview.md, metrics.md, build.md,
# style-dictionary.md, tint.md, layout.md and tokens.md in Benchmarks/results/
# and prints them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bootstrap.sh
# The benchmark font set and the baselines' tools (hyperfine; g++ and simdjson for json_parse), when missing.
wanted=(hyperfine g++ libsimdjson-dev fonts-noto-core fonts-inter fonts-inter-variable fonts-roboto fonts-liberation2 fonts-dejavu-core)
missing=()
for package in "${wanted[@]}"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  sudo_if_needed=(); [ "$(id -u)" = 0 ] || sudo_if_needed=(sudo)
  "${sudo_if_needed[@]}" apt-get update -qq
  "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

bin="$(bash Scripts/build-release.sh --product tintype)"
bash Scripts/build-release.sh --product tintype-bench >/dev/null
bash Scripts/build-release.sh --product tintype-export >/dev/null
out=Benchmarks/results
mkdir -p "$out"
cc -O2 -o "$out/ft_inspect" Benchmarks/Baselines/ft_inspect.c $(pkg-config --cflags --libs freetype2 nettle)
c++ -O2 -std=c++17 -o "$out/json_parse" Benchmarks/Baselines/json_parse.cpp $(pkg-config --cflags --libs simdjson)
c++ -O2 -std=c++17 -o "$out/token_floor" Benchmarks/Baselines/token_floor.cpp $(pkg-config --cflags --libs simdjson)

mapfile -t files < <(fc-list --format '%{file}\n' | sort -u)
files+=(Fonts/*.ttf Fonts/*.otf Fonts/*.ttc Fonts/*.woff)
rounds=${ROUNDS:-101}

median_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["median"])' "$@"; }
# Whole-process figures are timed in BLOCKS blocks, each timing every command back to back, so a
# slow spell of this (shared) machine hits tintype and its baseline alike: `in_blocks NAME RUNS
# HYPERFINE-ARGS…` writes NAME-1.json … NAME-k.json; `pooled NAME I` is command I's median over all
# runs; `block_ratio NAME I J` is the median over blocks of the ratio of the medians of I and J.
blocks=${BLOCKS:-5}
in_blocks() {
  local name=$1 runs=$2; shift 2
  rm -f "$out/$name"-*.json
  for k in $(seq "$blocks"); do
    hyperfine -N --warmup "${warmup:-5}" --runs "$runs" --export-json "$out/$name-$k.json" "$@" >/dev/null
  done
}
pooled() {
  python3 -c 'import glob,json,statistics,sys
times = [t for f in glob.glob(sys.argv[1] + "-*.json") for t in json.load(open(f))["results"][int(sys.argv[2])]["times"]]
print(statistics.median(times))' "$out/$1" "$2"
}
block_ratio() {
  python3 -c 'import glob,json,statistics,sys
ratios = []
for f in glob.glob(sys.argv[1] + "-*.json"):
    results = json.load(open(f))["results"]
    ratios.append(results[int(sys.argv[2])]["median"] / results[int(sys.argv[3])]["median"])
print(statistics.median(ratios))' "$out/$1" "$2" "$3"
}
field() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$@"; }

per_face() { python3 -c "import json,sys; r=json.loads(sys.argv[1]); print(r['medianRoundSeconds'] / r['faces'] * 1e6)" "$1"; }
swift_run=$("$bin/tintype-bench" fonts --rounds "$rounds" "${files[@]}")
c_run=$("$out/ft_inspect" --rounds "$rounds" "${files[@]}")
faces=$(field "$swift_run" faces)
[ "$faces" = "$(field "$c_run" faces)" ] || { echo "face counts differ: $swift_run / $c_run" >&2; exit 1; }
swift_serial=$("$bin/tintype-bench" fonts --rounds "$rounds" --hash serial "${files[@]}")
swift_none=$("$bin/tintype-bench" fonts --rounds "$rounds" --hash none "${files[@]}")
c_none=$("$out/ft_inspect" --rounds "$rounds" --no-hash "${files[@]}")

fonttools_imports="import fontTools.ttLib, fontTools.pens.boundsPen, hashlib, json"
hyperfine -N --warmup 2 --runs 10 --export-json "$out/whole-run.json" \
  "$bin/tintype-bench fonts ${files[*]}" \
  "python3 Benchmarks/Baselines/fonttools_inspect.py ${files[*]}" \
  "python3 -c '$fonttools_imports'" \
  "$out/ft_inspect ${files[*]}" >/dev/null
noto=/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
inter=$(fc-match --format '%{file}' 'Inter:style=Regular')
in_blocks one-file 40 "$bin/tintype fonts inspect $noto --json" "fc-query $noto" \
  "$bin/tintype fonts inspect $inter --json" "fc-query $inter"

python3 - "$faces" "$rounds" "$(per_face "$swift_run")" "$(per_face "$c_run")" "$(per_face "$swift_serial")" \
  "$(per_face "$swift_none")" "$(per_face "$c_none")" \
  "$(median_of "$out/whole-run.json" 0)" "$(median_of "$out/whole-run.json" 1)" "$(median_of "$out/whole-run.json" 2)" \
  "$(median_of "$out/whole-run.json" 3)" \
  "$(pooled one-file 0)" "$(pooled one-file 1)" "$(block_ratio one-file 0 1)" \
  "$(pooled one-file 2)" "$(pooled one-file 3)" "$(block_ratio one-file 2 3)" \
  "$noto" "$inter" "$blocks" > "$out/fonts.md" <<'PY'
import sys
faces, rounds = int(sys.argv[1]), int(sys.argv[2])
(swift_face, c_face, swift_serial, swift_none, c_none, whole_t, whole_f, fixed_f, whole_c,
 noto_t, noto_q, noto_r, inter_t, inter_q, inter_r) = map(float, sys.argv[3:18])
noto, inter, blocks = sys.argv[18:21]
def verdict(ok): return "meets the target" if ok else "MISSES the target"
retired = "none (retired: it timed process start-up)"
print(f"# Font-layer benchmark ({faces} faces; medians)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
for name, t, c in [("as shipped (each file hashed as it is read) vs C hashing the same way", swift_face, c_face),
                   ("both hashing serially (the same way)", swift_serial, c_face),
                   ("both without hashing (the reading work alone)", swift_none, c_none)]:
    print(f"| per font, in process, {name} ({rounds} rounds) | {t:.1f} µs | C + FreeType {c:.1f} µs | {t/c:.2f}× the C time | ≤ 1.5×: {verdict(t/c <= 1.5)} |")
r = whole_f / whole_t
print(f"| whole run over all fonts (process) | {whole_t*1e3:.1f} ms | fontTools {whole_f*1e3:.1f} ms | {r:.1f}× faster | {retired} |")
rn = (whole_f - fixed_f) / whole_t
print(f"| the same, fontTools without Python's start-up and its import ({fixed_f*1e3:.0f} ms) | {whole_t*1e3:.1f} ms | fontTools {(whole_f-fixed_f)*1e3:.1f} ms | {rn:.1f}× faster | {retired} |")
rc = whole_f / whole_c
print(f"| the floor: the C program's whole run (process) | C + FreeType {whole_c*1e3:.1f} ms | fontTools {whole_f*1e3:.1f} ms | {rc:.1f}× faster | (the most this design can reach) |")
print(f"| `fonts inspect` of `{noto.rsplit('/', 1)[-1]}` (process) | {noto_t*1e3:.2f} ms | fc-query {noto_q*1e3:.2f} ms | {noto_r:.2f}× the fc-query time | {retired} |")
print(f"| `fonts inspect` of `{inter.rsplit('/', 1)[-1]}` (CFF; process) | {inter_t*1e3:.2f} ms | fc-query {inter_q*1e3:.2f} ms | {inter_r:.2f}× the fc-query time | {retired} |")
print(f"\nBoth sides read each file whole into memory (a copy, not a mapping) and, but for the rows without hashing, hash it (SHA-256). The whole-run and one-file rows time whole processes against tools doing other work (fontTools, fc-query), so what they compare is mostly start-up: their targets are retired and they are reported figures. Process figures for one file: {blocks} blocks of 40 runs, each timing tintype and its baseline back to back; times are medians over all runs, ratios the median of the blocks' ratios.")
PY
cat "$out/fonts.md"

styles_run=$("$bin/tintype-bench" styles --rounds 501)
in_blocks styles 40 \
  "$bin/tintype styles --json" "fc-match sans-serif" \
  "$bin/tintype compile Themes/default --format json -o $out/compiled" \
  "$bin/tintype compile Themes/default --format json -o $out/fresh" \
  "$bin/tintype compile Themes/default --format json,dtcg,swift,css,android,compose -o $out/all-formats" \
  "$bin/tintype-export json,dtcg,swift,css,android,compose $out/compiled/default.tintype.json -o $out/exported" \
  "$bin/tintype preview" \
  "$bin/tintype-export swift $out/compiled/default.tintype.json -o $out/exported-swift" \
  "cp $out/compiled/default.tintype.json $out/copied.tintype.json" \
  --prepare true --prepare true --prepare true --prepare "rm -rf $out/fresh" --prepare "rm -rf $out/all-formats" \
  --prepare "rm -rf $out/exported" --prepare true --prepare "rm -rf $out/exported-swift" \
  --prepare "rm -f $out/copied.tintype.json"
python3 - "$styles_run" "$(pooled styles 0)" "$(pooled styles 1)" "$(pooled styles 2)" "$(pooled styles 3)" \
  "$(block_ratio styles 0 1)" "$(block_ratio styles 2 1)" "$(block_ratio styles 3 1)" "$blocks" \
  "$(pooled styles 4)" "$(block_ratio styles 4 1)" "$(pooled styles 5)" "$(block_ratio styles 5 1)" \
  "$(pooled styles 6)" "$(block_ratio styles 6 1)" "$(pooled styles 7)" "$(block_ratio styles 7 1)" \
  "$(pooled styles 8)" "$(block_ratio styles 8 1)" > "$out/styles.md" <<'PY'
import json, sys
run = json.loads(sys.argv[1])
styles, fcmatch, compile_, fresh, styles_ratio, compile_ratio, fresh_ratio = map(float, sys.argv[2:9])
blocks = sys.argv[9]
every, every_ratio, export, export_ratio, preview, preview_ratio, swift, swift_ratio, copy_, copy_ratio = map(float, sys.argv[10:20])
resolve, copy = run["medianResolveSeconds"], run["medianCopySeconds"]
def verdict(ok): return "meets the target" if ok else "MISSES the target"
retired = "none (retired: fc-match does other work; this times start-up)"
print(f"# Dynamic Type benchmark (default theme, {run['rows']} rows; medians)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
print(f"| resolve the whole table, fonts loaded ({run['rounds']} rounds) | {resolve*1e6:.0f} µs | copying {run['copies']} rows {copy*1e6:.0f} µs | {resolve/copy:.1f}× the copy | < 1 ms: {verdict(resolve < 1e-3)} |")
selected, filtered = run["medianAX3SelectedSeconds"], run["medianAX3FilteredSeconds"]
print(f"| AX3 only, as `styles --category AX3` does it: fonts and rows for the selection ({run['ax3Rows']} rows), faces already read | {selected*1e6:.0f} µs | the whole table resolved, then filtered {filtered*1e6:.0f} µs | {selected/filtered:.2f}× | faster than resolve-then-filter: {verdict(selected < filtered)} |")
cold_selected, cold_filtered = run["medianAX3SelectedColdSeconds"], run["medianAX3FilteredColdSeconds"]
print(f"| the same cold: a new font provider each round (fontconfig's configuration loaded, every face read) | {cold_selected*1e3:.2f} ms | the whole table resolved cold, then filtered {cold_filtered*1e3:.2f} ms | {cold_selected/cold_filtered:.2f}× | faster than resolve-then-filter: {verdict(cold_selected < cold_filtered)} |")
print(f"| `tintype styles --json` (process) | {styles*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {styles_ratio:.2f}× | {retired} |")
print(f"| `tintype compile Themes/default --format json` (process; output up to date) | {compile_*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {compile_ratio:.2f}× | {retired} |")
print(f"| the same into an empty directory (file written) | {fresh*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {fresh_ratio:.2f}× | {retired} |")
print(f"| `compile Themes/default --format json,dtcg,swift,css,android,compose` into an empty directory | {every*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {every_ratio:.2f}× | {retired} |")
print(f"| `tintype-export` of the same six formats from the compiled theme (no fonts) into an empty directory | {export*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {export_ratio:.2f}× | {retired} |")
print(f"| `tintype-export swift` alone, as the build plugin runs it | {swift*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {swift_ratio:.2f}× | none |")
print(f"| floor: `cp` of the compiled theme to a new file (the export's reading and its JSON file's writing, nothing parsed or rendered) | {copy_*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {copy_ratio:.2f}× | none |")
print(f"| `tintype preview` (terminal view of the default theme; output not a terminal, so no colour) | {preview*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {preview_ratio:.2f}× | {retired} |")
print(f"\nProcess figures: {blocks} blocks of 40 runs, each timing every command back to back; times are medians over all runs, ratios the median of the blocks' ratios.")
PY
# Where an export's time goes, in process (warm): reading the compiled theme, then each format.
export_run=$("$bin/tintype-bench" export --rounds 51 "$out/compiled/default.tintype.json")
python3 - "$export_run" >> "$out/styles.md" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
parts = ", ".join(f"{name} {r[name + 'Seconds']*1e3:.2f} ms ({r[name + 'Bytes']/1024:.0f} KiB)" for name in ["json", "dtcg", "swift", "css", "android", "compose", "flutter"])
print(f"\nIn process, warm ({r['rounds']} rounds, medians): reading the compiled theme ({r['bytes']/1024:.0f} KiB, {r['rows']} rows) {r['readSeconds']*1e3:.2f} ms; rendering {parts}.")
PY
# The parsing floor of an export: simdjson parsing the same compiled theme in process, added to the
# cp floor (the process, its reading and its writing) as a share of fc-match's time.
parse_floor=$("$out/json_parse" --rounds 101 "$out/compiled/default.tintype.json")
python3 - "$parse_floor" "$(pooled styles 1)" "$(block_ratio styles 8 1)" >> "$out/styles.md" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
fcmatch, copy_ratio = float(sys.argv[2]), float(sys.argv[3])
share = r["medianSeconds"] / fcmatch
print(f"\nFloor of an export, parsing: simdjson (among the fastest JSON parsers; it validates the document and builds no model) parses the compiled theme ({r['bytes']/1024:.0f} KiB, {r['numbers']} numbers) in {r['medianSeconds']*1e3:.2f} ms in process ({r['rounds']} rounds, median), {share:.2f}× fc-match's time; with the cp floor ({copy_ratio:.2f}×), reading, parsing and writing the JSON file back out cost at least {copy_ratio + share:.2f}× before a model is built or anything rendered. What the build plugin costs an app's build is measured in build.md.")
PY
cat "$out/styles.md"

# The preview's PNG: the default theme's whole grid (11 styles × 12 categories, 2×) drawn by
# tintype (tintype-bench png: the compiled theme read, the grid drawn and saved, as a process) against
# Pillow drawing the same grid with the same font files (found here, before
# timing, by the SHA-256 the compiled theme lists); and the whole `tintype preview --png` process.
mapfile -t faces < <(python3 - "$out/compiled/default.tintype.json" <<'PY'
import hashlib, json, subprocess, sys
wanted = {face["sha256"] for face in json.load(open(sys.argv[1]))["fonts"]}
for path in sorted(set(subprocess.run(["fc-list", "--format", "%{file}\n"], capture_output=True, text=True).stdout.split())):
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    if digest in wanted:
        print(f"{digest}={path}")
        wanted.discard(digest)
PY
)
render_fonts=""
for face in "${faces[@]}"; do render_fonts+=" $face"; done
python3 - "$out/compiled/default.tintype.json" "${faces[@]}" > "$out/label-face.txt" <<'PY'
import json, sys
compiled = json.load(open(sys.argv[1]))
rows = [r for r in compiled["styles"] if r["style"] == "body" and r["category"] == "large" and r["leading"] == "standard" and not r["emphasized"]]
sha = compiled["fonts"][rows[0]["font"]]["sha256"]
print(dict(a.split("=", 1) for a in sys.argv[2:])[sha])
PY
label_font=$(cat "$out/label-face.txt")
blocks_saved=$blocks; blocks=3
in_blocks preview 5 \
  "$bin/tintype-bench png $out/compiled/default.tintype.json $out/preview-tintype.png $label_font$render_fonts" \
  "python3 Benchmarks/Baselines/pillow_grid.py $out/compiled/default.tintype.json $out/preview-pillow.png 2 ${faces[*]}" \
  "$bin/tintype preview --png $out/preview-whole.png"
blocks=$blocks_saved
python3 - "$(pooled preview 0)" "$(pooled preview 1)" "$(block_ratio preview 0 1)" "$(pooled preview 2)" > "$out/preview.md" <<'PY'
import sys
tintype, pillow, ratio, whole = map(float, sys.argv[1:5])
def verdict(ok): return "meets the target" if ok else "MISSES the target"
print("# Preview benchmark (default theme; medians of 3 blocks of 5 runs)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
print(f"| the PNG grid (11 styles × 12 categories, 2×), drawn from the compiled theme as a process (`tintype-bench png`) | {tintype*1e3:.0f} ms | Pillow `ImageDraw.text` + PNG save, same grid and fonts {pillow*1e3:.0f} ms | {ratio:.2f}× | ≤ 0.5×: {verdict(ratio <= 0.5)} |")
print(f"| `tintype preview --png` (compile with fonts, terminal view, PNG), whole process | {whole*1e3:.0f} ms | a fixed budget of 1 s | {whole:.2f}× | < 1 s: {verdict(whole < 1)} |")
PY
cat "$out/preview.md"

# Font-metric regression checks. `metrics check` of the default theme against its own snapshot (the
# usual CI run: nothing moved), and against a copy in which one face's metrics and every row's width
# differ (every row read and compared, and a report written); `metrics snapshot` of a theme whose 25
# styles use 25 Noto families in regular and bold: 50 font files, each confirmed by fc-match.
"$bin/tintype" metrics snapshot Themes/default -o "$out/snapshot-default.json"
python3 - "$out/snapshot-default.json" "$out/snapshot-changed.json" <<'PY'
import json, sys
snapshot = json.load(open(sys.argv[1]))
snapshot["faces"][0]["typo"]["ascender"] += 16
for row in snapshot["rows"]:
    if row["width"] is not None:
        row["width"] = round(row["width"] * 1.02, 4)
json.dump(snapshot, open(sys.argv[2], "w"), indent=1)
PY
mkdir -p "$out/fifty"
python3 Benchmarks/Inputs/fifty_files.py "$out/fifty/theme.json"
"$bin/tintype" metrics snapshot "$out/fifty/theme.json" -o "$out/fifty/snapshot.json"
fifty_files=$(python3 -c 'import json,sys; print(len({f["sha256"] for f in json.load(open(sys.argv[1]))["faces"]}))' "$out/fifty/snapshot.json")
in_blocks metrics 40 -i \
  "fc-match sans-serif" \
  "$bin/tintype metrics check Themes/default --baseline $out/snapshot-default.json" \
  "$bin/tintype metrics check Themes/default --baseline $out/snapshot-changed.json" \
  "$bin/tintype metrics snapshot $out/fifty/theme.json -o $out/fifty/snapshot.json"
# The script a user would write: Scripts/check_metrics_snapshot.py recomputes every face and row of
# a snapshot with fontTools (finding each file by name and SHA-256, reading it, instancing variable
# faces, measuring the sample, working out widths and trims), against `metrics snapshot` doing the
# same from the theme; and, as the floor of any tintype run, `tintype fonts match` (the process
# started, fontconfig's configuration loaded, one family matched).
blocks_saved=$blocks; blocks=3
in_blocks metrics-script 5 \
  "$bin/tintype metrics snapshot Themes/default -o $out/snapshot-again.json" \
  "python3 Scripts/check_metrics_snapshot.py $out/snapshot-default.json" \
  "$bin/tintype metrics snapshot $out/fifty/theme.json -o $out/fifty/snapshot-again.json" \
  "python3 Scripts/check_metrics_snapshot.py $out/fifty/snapshot.json" \
  "$bin/tintype fonts match Inter"
blocks=$blocks_saved
python3 - "$(pooled metrics 0)" "$(pooled metrics 1)" "$(block_ratio metrics 1 0)" "$(pooled metrics 2)" "$(block_ratio metrics 2 0)" \
  "$(pooled metrics 3)" "$(block_ratio metrics 3 0)" "$fifty_files" "$blocks" \
  "$(pooled metrics-script 0)" "$(pooled metrics-script 1)" "$(block_ratio metrics-script 1 0)" \
  "$(pooled metrics-script 2)" "$(pooled metrics-script 3)" "$(block_ratio metrics-script 3 2)" \
  "$(pooled metrics-script 4)" "$(block_ratio metrics-script 1 4)" "$(block_ratio metrics-script 3 4)" > "$out/metrics.md" <<'PY'
import sys
fcmatch, same, same_ratio, changed, changed_ratio, fifty, fifty_ratio = map(float, sys.argv[1:8])
files, blocks = sys.argv[8:10]
(snap, script, script_ratio, snap50, script50, script50_ratio, floor, floor_ratio, floor50_ratio) = map(float, sys.argv[10:19])
def verdict(ok): return "meets the target" if ok else "MISSES the target"
retired = "none (retired: fc-match does other work; this times start-up)"
print("# Font-metric regression check benchmark (medians)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
print(f"| `metrics snapshot Themes/default` (process) | {snap*1e3:.1f} ms | `Scripts/check_metrics_snapshot.py` recomputing its faces and rows with fontTools {script*1e3:.0f} ms | {script_ratio:.1f}× faster | ≥ 20×: {verdict(script_ratio >= 20)} |")
print(f"| `metrics snapshot` of the theme on {files} font files | {snap50*1e3:.1f} ms | the script on its snapshot {script50*1e3:.0f} ms | {script50_ratio:.1f}× faster | ≥ 20×: {verdict(script50_ratio >= 20)} |")
print(f"| floor: `tintype fonts match Inter` (the process started, fontconfig's configuration loaded, one match) | {floor*1e3:.1f} ms | the script, default theme / {files} files | {floor_ratio:.1f}× / {floor50_ratio:.1f}× faster | none: the most any tintype run can reach against the script |")
print(f"| `metrics check Themes/default` (process), the baseline unchanged (the usual CI run) | {same*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {same_ratio:.2f}× | {retired} |")
print(f"| the same against a baseline with one face's metrics and every width changed (every row read, compared, reported) | {changed*1e3:.2f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {changed_ratio:.2f}× | {retired} |")
print(f"| `metrics snapshot` of a theme on {files} font files (25 Noto families, regular and bold) | {fifty*1e3:.1f} ms | `fc-match sans-serif` {fcmatch*1e3:.2f} ms | {fifty_ratio:.2f}× | {retired} |")
print(f"\nProcess figures: the script rows in 3 blocks of 5 runs, the others in {blocks} blocks of 40, each block timing every command back to back; times are medians over all runs, ratios the median of the blocks' ratios. The script starts Python and imports fontTools in every run, as a user's CI step does.")
PY
cat "$out/metrics.md"

# Builds, where a team waits. The build plugin in a real build: Examples/ThemeDemo (a copy whose
# path dependency points at this checkout) against the same app without the plugin (the generated
# Swift committed as a source file, no dependency on Tintype): a no-op `swift build` of each, and a
# rebuild after a one-line change to the compiled theme against one after a one-line change to the
# app's Swift. Debug builds, as developers make them; the build folders stay between runs.
demo="$out/plugin"
mkdir -p "$demo/with/Sources/ThemeDemo" "$demo/without/Sources/ThemeDemo" "$demo/core/Sources/ThemeDemo" "$demo/packaged/Sources/ThemeDemo"
sed "s|path: \"../..\"|path: \"$PWD\"|" Examples/ThemeDemo/Package.swift > "$demo/with/Package.swift.new"
cmp -s "$demo/with/Package.swift.new" "$demo/with/Package.swift" || mv "$demo/with/Package.swift.new" "$demo/with/Package.swift"
rm -f "$demo/with/Package.swift.new"
# The plugin as apps get it (Scripts/plugin-package.sh, as Scripts/package.sh ships it): a package
# without dependencies whose tool is a prebuilt artifact bundle.
bash Scripts/plugin-package.sh "$demo/TintypePlugin" >/dev/null
sed 's|.package(name: "Tintype", path: "../..")|.package(name: "TintypePlugin", path: "../TintypePlugin")|; s|package: "Tintype")|package: "TintypePlugin")|' \
  Examples/ThemeDemo/Package.swift > "$demo/packaged/Package.swift"
cat > "$demo/without/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

// Examples/ThemeDemo without the build plugin: the Swift it generates is a source file of its own.
let package = Package(
    name: "ThemeDemo",
    targets: [.executableTarget(name: "ThemeDemo", exclude: ["default.tintype.json"])],
    swiftLanguageModes: [.v6]
)
SWIFT
# The floor of any package an app depends on: the app without the plugin, but depending on
# Tintype's pure core library (SwiftPM loads Tintype's package graph in every build).
cat > "$demo/core/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

// Examples/ThemeDemo without the build plugin, depending on Tintype's core library instead.
let package = Package(
    name: "ThemeDemo",
    dependencies: [.package(name: "Tintype", path: "$PWD")],
    targets: [.executableTarget(name: "ThemeDemo", dependencies: [.product(name: "TintypeCore", package: "Tintype")],
                                exclude: ["default.tintype.json"])],
    swiftLanguageModes: [.v6]
)
SWIFT
for side in with without core packaged; do
  cp Examples/ThemeDemo/Sources/ThemeDemo/main.swift Examples/ThemeDemo/Sources/ThemeDemo/default.tintype.json "$demo/$side/Sources/ThemeDemo/"
done
"$bin/tintype-export" swift "$demo/without/Sources/ThemeDemo/default.tintype.json" -o "$demo/generated" >/dev/null 2>&1
for side in without core; do cp "$demo/generated/swift/default.swift" "$demo/$side/Sources/ThemeDemo/DefaultTheme.swift"; done
# SwiftPM keeps a path dependency's list of source files in its build plan: replan once, so files
# added to this checkout since the last run are seen (the compiled objects stay).
rm -f "$demo"/with/.build/*/debug/description.json "$demo"/core/.build/*/debug/description.json
for side in with without core packaged; do swift build --package-path "$demo/$side" >/dev/null 2>&1 || { echo "the app $side the plugin does not build" >&2; exit 1; }; done
blocks_saved=$blocks; blocks=3; warmup=1
# hyperfine gives every run a random environment variable of its own; SwiftPM keys its caches of
# compiled plugins and evaluated manifests on the environment, so under it every build recompiles
# the plugin and re-reads every manifest. A developer's builds, one after another in one shell,
# share an environment: the no-op rows run without that variable, and one row keeps it, for a
# build whose environment changed (another shell, a CI step that sets a variable).
stable="env -u HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET swift build --package-path"
in_blocks plugin-noop 5 "$stable $demo/with" "$stable $demo/without" "$stable $demo/core" "$stable $demo/packaged"
in_blocks plugin-envnoop 5 "swift build --package-path $demo/packaged" "swift build --package-path $demo/without" \
  "swift build --package-path $demo/with"
accent=('"default": "#007aff"' '"default": "#007afe"')
line=('print("accent \(appearance): ' 'print("Accent \(appearance): ')
in_blocks plugin-rebuild 3 \
  "$stable $demo/packaged" "$stable $demo/packaged" \
  --prepare "python3 Benchmarks/Inputs/toggle.py $demo/packaged/Sources/ThemeDemo/default.tintype.json '${accent[0]}' '${accent[1]}'" \
  --prepare "python3 Benchmarks/Inputs/toggle.py $demo/packaged/Sources/ThemeDemo/main.swift '${line[0]}' '${line[1]}'"
# A design-system monorepo: 24 themes (the shipped three, each with its own family and accent) to
# all six formats, by one `tintype build` (every core, then one) against 24 `tintype compile` runs
# one after another, and two at a time (xargs -P 2) as a team might script them.
mono="$out/monorepo"
rm -rf "$mono"; mkdir -p "$mono"
python3 Benchmarks/Inputs/monorepo.py "$mono" "$bin/tintype" 24
grep compile "$mono/compile-each.sh" > "$mono/compile-lines.txt"
cores=$(nproc)
clean_mono="rm -rf $mono/build $mono/.tintype $mono/each"
in_blocks monorepo 5 \
  "$bin/tintype build $mono --quiet" "$bin/tintype build $mono --quiet --jobs 1" \
  "bash $mono/compile-each.sh" "xargs -P 2 -d '\n' -a $mono/compile-lines.txt -I{} sh -c {}" \
  --prepare "$clean_mono" --prepare "$clean_mono" --prepare "$clean_mono" --prepare "$clean_mono"
blocks=$blocks_saved; unset warmup
python3 - "$(pooled plugin-noop 0)" "$(pooled plugin-noop 1)" "$(block_ratio plugin-noop 0 1)" \
  "$(pooled plugin-rebuild 0)" "$(pooled plugin-rebuild 1)" "$(block_ratio plugin-rebuild 0 1)" \
  "$(pooled monorepo 0)" "$(pooled monorepo 1)" "$(pooled monorepo 2)" "$(pooled monorepo 3)" \
  "$(block_ratio monorepo 2 0)" "$(block_ratio monorepo 1 0)" "$(block_ratio monorepo 3 0)" \
  "$(pooled plugin-noop 2)" "$(block_ratio plugin-noop 2 1)" "$(block_ratio plugin-noop 0 2)" \
  "$(pooled plugin-noop 3)" "$(block_ratio plugin-noop 3 1)" \
  "$(pooled plugin-envnoop 0)" "$(pooled plugin-envnoop 1)" "$(pooled plugin-envnoop 2)" "$cores" > "$out/build.md" <<'PY'
import sys
(noop_with, noop_without, noop_ratio, theme_rebuild, swift_rebuild, rebuild_ratio,
 build_all, build_one, each, each_two, each_ratio, scaling, each_two_ratio, noop_core, core_ratio, own_ratio,
 noop_packaged, packaged_ratio, env_packaged, env_without, env_with) = map(float, sys.argv[1:22])
cores = sys.argv[22]
def verdict(ok): return "meets the target" if ok else "MISSES the target"
added = noop_packaged - noop_without
allowed = max(0.05 * noop_without, 0.05)
print("# Build benchmark (medians)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
print(f"| no-op `swift build` of Examples/ThemeDemo with the packaged build plugin (`dist/TintypePlugin`: no dependencies, its tool a prebuilt artifact bundle) | {noop_packaged:.2f} s | the same app without the plugin {noop_without:.2f} s | {packaged_ratio:.3f}× ({added*1e3:+.0f} ms) | adds ≤ 5 % or ≤ 50 ms, whichever is larger ({allowed*1e3:.0f} ms): {verdict(added <= allowed)} |")
print(f"| the same with the plugin from Tintype's source package (for work on Tintype itself) | {noop_with:.2f} s | the app without the plugin {noop_without:.2f} s | {noop_ratio:.3f}× ({(noop_with - noop_without)*1e3:+.0f} ms) | none |")
print(f"| the same three when the environment changed since the last build (SwiftPM recompiles the plugin, and re-reads the manifests): packaged plugin / source plugin | {env_packaged:.2f} s / {env_with:.2f} s | the app without the plugin {env_without:.2f} s | {env_packaged/env_without:.2f}× / {env_with/env_without:.2f}× | none |")
print(f"| where the source package's time goes: the app depending on Tintype's core library, no plugin (SwiftPM loads Tintype's package graph: its manifest and its dependencies') | {noop_core:.2f} s | the app without the plugin {noop_without:.2f} s | {core_ratio:.2f}× ({(noop_core - noop_without)*1e3:+.0f} ms) | none |")
print(f"| and the source plugin's own part (its tool linked on every build): with it against depending on the core library | {noop_with:.2f} s | {noop_core:.2f} s | {own_ratio:.2f}× ({(noop_with - noop_core)*1e3:+.0f} ms) | none |")
print(f"| rebuild after a one-line change to the compiled theme (the packaged plugin regenerates the Swift, which is compiled and linked) | {theme_rebuild:.2f} s | rebuild after a one-line change to the app's main.swift {swift_rebuild:.2f} s | {rebuild_ratio:.2f}× | ≤ 1.2×: {verdict(rebuild_ratio <= 1.2)} |")
print(f"| `tintype build` of a monorepo of 24 themes to all six formats, on all {cores} cores | {build_all*1e3:.0f} ms | 24 `tintype compile` runs one after another {each*1e3:.0f} ms | {each_ratio:.1f}× faster | ≥ 2×: {verdict(each_ratio >= 2)} |")
print(f"| the same build on one core (`--jobs 1`) | {build_one*1e3:.0f} ms | the build on {cores} cores {build_all*1e3:.0f} ms | {scaling:.2f}× the {cores}-core time | none: how it scales with cores |")
print(f"| the 24 `tintype compile` runs two at a time (`xargs -P 2`) | {each_two*1e3:.0f} ms | the build on {cores} cores {build_all*1e3:.0f} ms | {each_two_ratio:.2f}× the build's time | none |")
print(f"\nNo-op builds in one unchanged environment, as a developer's repeated builds run (hyperfine's per-run random variable removed), but for the row that keeps it. Every figure in 3 blocks, each timing both sides back to back (no-op builds 5 runs a block, rebuilds 3, the monorepo 5); times are medians over all runs, ratios the median of the blocks' ratios. Debug builds of the app, as developers make them. Each theme compiles and renders its six formats on a core of its own (a task per core, each with its own font provider); the files are then written together, so writing does not scale with cores.")
PY
cat "$out/build.md"

# The whole brand beside the peer (issue 43): Style Dictionary 5 (Benchmarks/Baselines/style-dictionary,
# its source with Debian's Node modules and documented stubs) and tintype build the same 9,000-token
# set to CSS custom properties, each as a whole process as a team runs it; what each wrote is
# compared, custom property by custom property.
sd="$out/style-dictionary"
rm -rf "$sd"; mkdir -p "$sd"
python3 Benchmarks/Inputs/style_dictionary_tokens.py "$sd/set"
bash Benchmarks/Baselines/style-dictionary/setup.sh "$sd/peer" >/dev/null
sd_run="env NODE_PATH=/usr/share/nodejs node $sd/peer/run.mjs $sd/set/tokens.json $sd/sd-out"
# tintype as install.sh and the release archive ship it (the Swift runtime linked in), as Style
# Dictionary runs as its package installs it.
installed="$(bash Scripts/build-release.sh --installed --product tintype)"
tintype_run="$installed/tintype compile $sd/set/theme.json --format css -o $sd/tintype-out --quiet"
$sd_run && $tintype_run
# The floor (Benchmarks/Baselines/token_floor.cpp): the same files read and parsed by simdjson, and
# the bytes tintype wrote written again, as a whole process.
cp "$sd/tintype-out/css/sd.css" "$sd/same-bytes.css"
floor_run="$out/token_floor $sd/floor.css $sd/same-bytes.css $sd/set/theme.json $sd/set/tokens.json"
in_blocks style-dictionary 10 "$tintype_run" "$sd_run" "$floor_run"
python3 - "$(pooled style-dictionary 0)" "$(pooled style-dictionary 1)" "$(block_ratio style-dictionary 1 0)" \
  "$sd/tintype-out/css/sd.css" "$sd/sd-out/variables.css" "$(pooled style-dictionary 2)" "$(block_ratio style-dictionary 0 2)" \
  > "$out/style-dictionary.md" <<'PY'
import re, sys
tintype, peer, ratio = map(float, sys.argv[1:4])
floor, above_floor = map(float, sys.argv[6:8])
def properties(path, prefix):
    return {name[len(prefix):]: value for name, value in re.findall(r"^\s*--([\w-]+): ([^;]+);", open(path).read(), re.M) if name.startswith(prefix)}
ours, theirs = properties(sys.argv[4], "sd-group"), properties(sys.argv[5], "group")
same = sum(1 for name, value in theirs.items() if ours.get(name, "").lower() == value.lower())
zero = sum(1 for name, value in theirs.items() if ours.get(name) == "0" and re.fullmatch(r"0[a-z]+", value))
def verdict(ok): return "meets the target" if ok else "MISSES the target"
print("# Style Dictionary side by side (medians)\n")
print("| measure | tintype | Style Dictionary 5.0.0 | ratio | target |")
print("|---|---|---|---|---|")
print(f"| the same 9,000 tokens (3,000 chains of three: a value and two aliases; dimensions, colours, numbers) to CSS custom properties, a whole process each | {tintype*1e3:.0f} ms (`tintype compile THEME --format css` as installed, text styles included) | {peer*1e3:.0f} ms (`node run.mjs`: `name/kebab`, `css/variables`) | {ratio:.1f}× faster | ≥ 20×: {verdict(ratio >= 20)} |")
print(f"| the floor: reading and parsing the same two files (simdjson) and writing the same bytes, a whole process | {tintype*1e3:.0f} ms | {floor*1e3:.1f} ms (`token_floor`) | tintype {above_floor:.1f}× the floor | ≤ 3×: {verdict(above_floor <= 3)} |")
print(f"\nWhat each wrote: Style Dictionary {len(theirs)} custom properties, tintype {len(ours)} for the tokens (and its text styles and tints beside them); {same} of Style Dictionary's have tintype's name (after its `sd-` prefix) and value, and {zero} more are zero lengths, which tintype writes `0` and Style Dictionary `0px`.")
print("Reproduce: `bash Benchmarks/run.sh` (Style Dictionary's section: Benchmarks/Baselines/style-dictionary/SOURCE.md; the set: Benchmarks/Inputs/style_dictionary_tokens.py).")
PY
cat "$out/style-dictionary.md"

# Tokens before the tint resolver: the million-node tree leaves the machine busy reclaiming memory
# for a while after it exits, which doubled the token figures measured right after it.
tokens_run=$("$bin/tintype-bench" tokens --rounds 11)
schema_run=$(python3 Benchmarks/Baselines/dtcg_schema_validate.py 11)
python3 - "$tokens_run" "$schema_run" > "$out/tokens.md" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
def verdict(ok): return "meets the target" if ok else "MISSES the target"
print("# Token reading benchmark (Style Dictionary's budgets; medians)\n")
print("The budgets are fixed figures Style Dictionary publishes for its own reading, not a run of it.\n")
print("| token set | tintype | Style Dictionary's budget | ratio | target |")
print("|---|---|---|---|---|")
for name, tokens, seconds, budget in [("9,000 tokens, 6,000 references of depth 3", r["shallowTokens"], r["shallowSeconds"], 0.5),
                                      ("9,000 tokens in Tokens Studio's format, 6,000 references, 2,000 with math", r["studioTokens"], r["studioSeconds"], 0.5),
                                      ("30,000 tokens, references of depth 100", r["deepTokens"], r["deepSeconds"], 5.0)]:
    print(f"| {name} ({tokens:,} read) | {seconds*1e3:.1f} ms | {budget:g} s | {budget/seconds:.0f}× under | ≥ 10× under: {verdict(budget/seconds >= 10)} |")
schema = json.loads(sys.argv[2])
print("\nThe DTCG conformance suite, every file decided in one process (medians): tintype's reader against the community group's own JSON Schemas")
print("deciding the same files with jsonschema (Benchmarks/Baselines/dtcg_schema_validate.py), which checks shapes only: no references, no ranges per colour space.\n")
print("| suite | tintype | jsonschema with the group's schemas | tintype ÷ jsonschema | decisions that match the suite |")
print("|---|---|---|---|---|")
print(f"| {r['suiteFiles']} files ({r['suiteAccepted']} accepted) | {r['suiteSeconds']*1e3:.1f} ms | {schema['seconds']*1e3:.1f} ms | {r['suiteSeconds']/schema['seconds']:.2f}× | tintype 243 of 243 (ConformanceSuiteTests), the schemas {schema['agree']} of {schema['files']} |")
PY
cat "$out/tokens.md"

tint_run=$("$bin/tintype-bench" tint --rounds 5 1000000)
python3 - "$tint_run" > "$out/tint.md" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
def verdict(ok): return "meets the target" if ok else "MISSES the target"
print(f"# Tint resolver benchmark ({r['nodes']:,} random nodes, {r['bytes']/1e6:.1f} MB of JSON; medians)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
rr = r["resolveToCopyRatio"]
print(f"| full resolution (re-resolving an unchanged tree, plan built) | {r['resolveSeconds']*1e3:.3f} ms | one pass copying the parent array {r['copyParentsSeconds']*1e3:.3f} ms | {rr:.2f}× | ≤ 3×: {verdict(rr <= 3)} |")
ac = r["resolveAfterChangeSeconds"] / r["copyParentsSeconds"]
print(f"| first full resolution after a change of which nodes declare a tint (no plan yet) | {r['resolveAfterChangeSeconds']*1e3:.2f} ms | the copy {r['copyParentsSeconds']*1e3:.3f} ms | {ac:.1f}× | no target |")
pb = r["planBuildSeconds"] / r["copyParentsSeconds"]
print(f"| the pass that builds the plan (after {8} passes without one) | {r['planBuildSeconds']*1e3:.2f} ms | the copy {r['copyParentsSeconds']*1e3:.3f} ms | {pb:.1f}× | no target |")
er = r["eventSeconds"] / r["resolveSeconds"]
print(f"| setTint on a node with 10 descendants ({r['eventNotified']} notified) | {r['eventSeconds']*1e6:.2f} µs | full resolution {r['resolveSeconds']*1e3:.3f} ms | 1/{1/er:,.0f} | < 1/1000: {verdict(er < 1e-3)} |")
br = r["buildSeconds"] / r["foundationParseSeconds"]
print(f"| building the tree from its JSON | {r['buildSeconds']*1e3:.0f} ms | Foundation's JSONSerialization alone {r['foundationParseSeconds']*1e3:.0f} ms | {br:.2f}× | ≤ 1.5×: {verdict(br <= 1.5)} |")
print(f"\nFull resolution and the copy are timed alternately, {r['rounds'] * 8} times each; the ratio is the median of the pairs' ratios. Events are timed 100 at a time.")
PY
cat "$out/tint.md"

layout_run=$("$bin/tintype-bench" layout --rounds 5 100000)
python3 - "$layout_run" > "$out/layout.md" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
def verdict(ok): return "meets the target" if ok else "MISSES the target"
print(f"# Layout resolver benchmark ({r['nodes']:,} random nodes with geometry; medians)\n")
print("| measure | tintype | baseline | ratio | target |")
print("|---|---|---|---|---|")
rr = r["layoutToTintRatio"]
print(f"| full layout resolution | {r['layoutSeconds']*1e3:.3f} ms | tint resolution of the same tree {r['tintSeconds']*1e3:.3f} ms | {rr:.1f}× | ≤ 5×: {verdict(rr <= 5)} |")
fr = r["recordFloorToTintRatio"]
print(f"| floor: writing 96 bytes a node (safe area, margins, guides and size as doubles), nothing computed | {r['recordFloorSeconds']*1e3:.3f} ms | tint resolution {r['tintSeconds']*1e3:.3f} ms | {fr:.1f}× | no target; above 5× the target is out of reach of any resolver that writes these values |")
ur = r["layoutToUnplannedTintRatio"]
print(f"| full layout resolution against tint's pass without its plan (node by node, as a tree read once is resolved) | {r['layoutSeconds']*1e3:.3f} ms | {r['unplannedTintSeconds']*1e3:.3f} ms | {ur:.1f}× | no target |")
er = r["eventSeconds"] / r["layoutSeconds"]
print(f"| setLayoutMargins on a node with 10 descendants ({r['eventNotified']} notified) | {r['eventSeconds']*1e6:.2f} µs | full layout resolution {r['layoutSeconds']*1e3:.3f} ms | 1/{1/er:,.0f} | < 1/1000: {verdict(er < 1e-3)} |")
print(f"\nLayout and tint resolutions are timed alternately, {r['rounds'] * 8} times each; the ratio is the median of the pairs' ratios (so are the floor and the tint resolution, and the layout resolution and tint's pass without its plan). The tint tree resolves through its plan, which writes each run of nodes sharing one 4-byte state with a few vector stores. Events are timed 100 at a time.")
PY
cat "$out/layout.md"

# A template against the built-in format doing the same work (issue 56): Benchmarks/template-render.sh.
bash Benchmarks/template-render.sh >/dev/null
{ echo "# Templates (the 9,000-token set; whole processes, tintype as installed)"; echo; cat Benchmarks/results/template-render.md; } > "$out/templates.md"
cat "$out/templates.md"

# Docs/Benchmarks.md's "Last measured" section is this run's tables, put between its markers in
# place of the last run's.
python3 Benchmarks/splice_results.py Docs/Benchmarks.md "$out" fonts styles preview metrics build tokens tint layout templates
