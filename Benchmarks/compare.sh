#!/usr/bin/env bash
# Compares the user-facing rows of Benchmarks/run.sh between an earlier commit and the working tree
# in one run, for a change meant to keep speed (a refactor): the release build of each, then the
# same commands as whole processes with hyperfine (medians, new ÷ old), and the in-process resolver
# and token rows of tintype-bench. The earlier commit is built in a worktree beside the repository.
#   bash Benchmarks/compare.sh aa219db
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: compare.sh COMMIT}
bash Scripts/bootstrap.sh
if ! command -v hyperfine >/dev/null; then
  echo "installing hyperfine" >&2
  sudo_if_needed=(); [ "$(id -u)" = 0 ] || sudo_if_needed=(sudo)
  "${sudo_if_needed[@]}" apt-get update -qq
  "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hyperfine >/dev/null
fi
work=$(mktemp -d)
trap 'git worktree remove --force "$work/tree" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/tree" "$base" >/dev/null
for product in tintype tintype-export tintype-bench; do
  (cd "$work/tree" && swift build -c release --scratch-path "$work/build" --product "$product" >&2)
  bash Scripts/build-release.sh --product "$product" >/dev/null
done
old=$(cd "$work/tree" && swift build -c release --scratch-path "$work/build" --show-bin-path)
new=$(bash Scripts/build-release.sh --show-bin-path 2>/dev/null | tail -n 1)
formats=json,dtcg,swift,css,android,compose,flutter
mkdir -p "$work/o" "$work/n"
"$old/tintype" compile Themes/default --format json -o "$work/o" -q
"$new/tintype" compile Themes/default --format json -o "$work/n" -q

# row NAME OLD-COMMAND NEW-COMMAND: one table row of medians.
row() {
  local name=$1 file
  file="$work/row-$(printf '%s' "$1" | tr -c 'A-Za-z0-9' '-').json"
  hyperfine -N --warmup 3 --runs "${RUNS:-20}" --export-json "$file" "$2" "$3" >/dev/null 2>&1
  python3 - "$file" "$name" <<'PY'
import json, sys
old, new = (r["median"] for r in json.load(open(sys.argv[1]))["results"])
print(f"| {sys.argv[2]} | {old * 1e3:.1f} ms | {new * 1e3:.1f} ms | {new / old:.2f}× |")
PY
}
# bench SUITE KEY ARGS…: one tintype-bench figure, old and new in turn, the median of three runs each.
# An argument holding {out} is each side's own output folder: each build reads the files it wrote
# (an earlier reader refuses members a later compiled theme adds).
bench() {
  local suite=$1 key=$2
  shift 2
  python3 - "$old/tintype-bench" "$new/tintype-bench" "$work/o" "$work/n" "$suite" "$key" "$@" <<'PY'
import json, statistics, subprocess, sys
old, new, old_out, new_out, suite, key, *rest = sys.argv[1:]
def figure(tool, out):
    arguments = [argument.replace("{out}", out) for argument in rest]
    return statistics.median(json.loads(subprocess.run([tool, suite, *arguments], capture_output=True, check=True).stdout)[key] for _ in range(3))
o, n = figure(old, old_out), figure(new, new_out)
unit, scale = ("ms", 1e3) if o >= 1e-4 else ("µs", 1e6)
print(f"| {suite} {key} (in process) | {o * scale:.3f} {unit} | {n * scale:.3f} {unit} | {n / o:.2f}× |")
PY
}

echo "| row | $base | working tree | new ÷ old |"
echo "|---|---|---|---|"
row "compile, 7 formats" "$old/tintype compile Themes/default --format $formats -o $work/o -q" "$new/tintype compile Themes/default --format $formats -o $work/n -q"
row "tintype-export, 7 formats" "$old/tintype-export $formats $work/o/default.tintype.json -o $work/o/x" "$new/tintype-export $formats $work/n/default.tintype.json -o $work/n/x"
row "tintype-export swift (the plugin's run)" "$old/tintype-export swift $work/o/default.tintype.json -o $work/o/s" "$new/tintype-export swift $work/n/default.tintype.json -o $work/n/s"
row "styles --json" "$old/tintype styles Themes/default --json" "$new/tintype styles Themes/default --json"
row "check Themes/accessible" "$old/tintype check Themes/accessible" "$new/tintype check Themes/accessible"
row "metrics snapshot" "$old/tintype metrics snapshot Themes/default" "$new/tintype metrics snapshot Themes/default"
row "tint resolve" "$old/tintype tint resolve Tests/Fixtures/Tint/app.json" "$new/tintype tint resolve Tests/Fixtures/Tint/app.json"
bench styles medianResolveSeconds --rounds 101
bench tint eventSeconds --rounds 5 1000000
bench tint resolveSeconds --rounds 5 1000000
bench layout layoutSeconds --rounds 5 100000
bench tokens shallowSeconds --rounds 11
bench tokens studioSeconds --rounds 11
bench export readSeconds --rounds 21 "{out}/default.tintype.json"
