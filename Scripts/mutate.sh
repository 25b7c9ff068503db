#!/usr/bin/env bash
# Mutation testing, run by hand (not in CI): applies each mutation of Scripts/mutations.tsv, one at
# a time, to a scratch copy of the repository, builds it and runs the unit suites, and prints which
# mutations no test caught. A surviving mutation is a rule no test holds: add the test.
#
#   bash Scripts/mutate.sh            # every mutation
#   bash Scripts/mutate.sh 4 7        # only lines 4 and 7 of the list (counting mutations from 1)
#
# SUITES (default: the core's and the fonts' unit tests, which hold the model's rules) is the
# `swift test --filter` pattern each run uses.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
scratch="${TMPDIR:-/tmp}/tintype-mutants"
suites="${SUITES:-TintypeCoreTests|TintypeFontsTests}"
mapfile -t mutations < <(grep -v '^#' Scripts/mutations.tsv | grep -v '^$')
selected=("$@")
[ ${#selected[@]} -eq 0 ] && selected=($(seq 1 ${#mutations[@]}))

echo "mutate: copying the repository to $scratch" >&2
mkdir -p "$scratch"
find "$scratch" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
tar -C "$root" --exclude=./.build --exclude=./.build-release --exclude=./build --exclude=./.git -cf - . | tar -C "$scratch" -xf -
(cd "$scratch" && swift build --build-tests -q >/dev/null) || { echo "mutate: the unmutated copy does not build" >&2; exit 2; }

survived=0
broken=0
for number in "${selected[@]}"; do
  IFS=$'\t' read -r file original replacement what <<<"${mutations[$((number - 1))]}"
  python3 - "$scratch/$file" "$original" "$replacement" <<'PY' || { echo "mutate: #$number: the text is not in $file exactly once" >&2; exit 2; }
import sys
path, original, replacement = sys.argv[1:]
text = open(path).read()
if text.count(original) != 1:
    sys.exit(1)
open(path, "w").write(text.replace(original, replacement))
PY
  if ! (cd "$scratch" && swift build --build-tests -q >/dev/null 2>&1); then
    # A mutation that does not compile proves nothing: fix its line in the list.
    echo "BROKEN   #$number $file: $what (the mutant does not build)"
    broken=$((broken + 1))
  elif (cd "$scratch" && swift test --skip-build --filter "$suites" >/dev/null 2>&1); then
    echo "SURVIVED #$number $file: $what"
    survived=$((survived + 1))
  else
    echo "caught   #$number $file: $what"
  fi
  cp "$root/$file" "$scratch/$file"
done
echo "mutate: ${#selected[@]} mutations, $survived survived, $broken did not build"
[ "$survived" -eq 0 ] && [ "$broken" -eq 0 ]
