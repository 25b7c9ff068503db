#!/usr/bin/env bash
# Runs every tintype command on every shipped theme and test fixture and writes what each prints
# (standard output, standard error, exit status) and every file it writes into DIR, one file per
# run. Run it on two builds and `diff -r` the folders to show that a change kept every output
# byte-identical:
#   bash Scripts/snapshot-outputs.sh /tmp/before .build-old/debug/tintype
#   bash Scripts/snapshot-outputs.sh /tmp/after
#   diff -r /tmp/before /tmp/after
# TINTYPE defaults to the debug build in .build. Outputs name files relative to the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: snapshot-outputs.sh DIR [TINTYPE]}
tintype=${2:-.build/debug/tintype}
rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME ARGS…: records one command's outputs as DIR/NAME, the scratch folder written WORK.
run() {
  local name=$1
  shift
  local status=0
  "$tintype" "$@" >"$work/stdout" 2>"$work/stderr" || status=$?
  {
    echo "\$ tintype $*"
    echo "exit $status"
    echo "--- stdout"
    cat "$work/stdout"
    echo "--- stderr"
    cat "$work/stderr"
  } | sed "s|$work|WORK|g" >"$out/$name"
}

# compile NAME ARGS…: records a compile run and every file it wrote.
compile() {
  local name=$1
  shift
  rm -rf "$work/compiled"
  run "$name" compile "$@" -o "$work/compiled"
  if [ -d "$work/compiled" ]; then
    (cd "$work/compiled" && find . -type f | LC_ALL=C sort | while read -r file; do
      echo "=== $file"
      cat "$file"
    done) >>"$out/$name"
  fi
}

themes=(Themes/default Themes/material Themes/accessible
  Tests/Fixtures/Themes/fixture-passing Tests/Fixtures/Themes/fixture-failing.json
  Tests/Fixtures/Themes/from-tokens Tests/Fixtures/Themes/material.yaml
  Tests/Fixtures/Themes/bad-category.json Tests/Fixtures/Themes/bad-scale.json
  Tests/Fixtures/Themes/bad-token-alias.json)
for theme in "${themes[@]}"; do
  key=$(echo "$theme" | tr '/.' '__')
  run "$key.styles" styles --theme "$theme" --font-dir Fonts
  run "$key.styles-json" styles --theme "$theme" --font-dir Fonts --json
  run "$key.styles-bold-json" styles --theme "$theme" --font-dir Fonts --json --bold-text
  run "$key.styles-AX3" styles --theme "$theme" --font-dir Fonts --category AX3
  run "$key.styles-AX3-json" styles --theme "$theme" --font-dir Fonts --category accessibilityExtraExtraExtraLarge --json
  run "$key.styles-body" styles --theme "$theme" --font-dir Fonts --style body --json
  run "$key.check" check "$theme" --font-dir Fonts
  run "$key.check-json" check "$theme" --font-dir Fonts --json --apca 60
  compile "$key.compile-json" "$theme" --font-dir Fonts --format json
  compile "$key.compile-dtcg" "$theme" --font-dir Fonts --format dtcg
done

# A DTCG export read back as a theme (the resolver document dispatch).
rm -rf "$work/exported"
"$tintype" compile Themes/default --font-dir Fonts --format dtcg -o "$work/exported" >/dev/null
resolver=$(find "$work/exported" -name '*.resolver.json' | LC_ALL=C sort | head -1)
run reimport.styles-json styles --theme "$resolver" --font-dir Fonts --json

for tree in Tests/Fixtures/Tint/*.json; do
  key=$(basename "$tree" .json)
  case $key in *-events) continue ;; esac
  run "tint.$key" tint resolve "$tree"
  run "tint.$key-json" tint resolve "$tree" --json --theme Themes/default --appearance dark --contrast increased
done
for events in Tests/Fixtures/Tint/*-events.json; do
  key=$(basename "$events" .json)
  run "tint.worked-example.$key" tint resolve Tests/Fixtures/Tint/worked-example.json --events "$events" --json
done
run "tint.bad-appearance" tint resolve Tests/Fixtures/Tint/app.json --appearance dusk
run "tint.bad-contrast" tint resolve Tests/Fixtures/Tint/app.json --contrast high

run tokens.files tokens resolve Tests/Fixtures/Tokens/base.json Tests/Fixtures/Tokens/brand.json
run tokens.cycle tokens resolve Tests/Fixtures/Tokens/cycle.json
for input in light dark; do
  run "tokens.resolver-$input" tokens resolve --resolver Tests/Fixtures/Tokens/resolver/app.resolver.json --input "appearance=$input" --input size=large
done

run fonts.list fonts list --font-dir Fonts --json
run fonts.match fonts match Inter "DejaVu Sans" --weight 600 --json
run fonts.match-text fonts match "Tintype Test" --font-dir Fonts
for font in Fonts/*.tt[fc] Fonts/*.otf Fonts/*.woff; do
  [ -e "$font" ] || continue
  key=$(basename "$font")
  run "inspect.$key" fonts inspect "$font" --json --ink latin1
  run "inspect.$key-text" fonts inspect "$font"
done
for font in Tests/Fixtures/BrokenFonts/*; do
  run "inspect.broken.$(basename "$font")" fonts inspect "$font"
done
# Every format rendered from the compiled theme (export), the preview (terminal and picture), the
# layout resolver and the metrics snapshot and its check.
rm -rf "$work/compiled"
"$tintype" compile Themes/default --font-dir Fonts --format json -o "$work/compiled" >/dev/null
for format in json dtcg swift css android compose; do
  rm -rf "$work/exported"
  run "export.$format" export "$format" "$work/compiled/default.tintype.json" -o "$work/exported"
  (cd "$work/exported" && find . -type f | LC_ALL=C sort | while read -r file; do echo "=== $file"; cat "$file"; done) >>"$out/export.$format"
done
run export.source-theme export swift Themes/default/theme.json -o "$work/x"
run preview.terminal preview Themes/default --font-dir Fonts --width 120 --category large --category AX3
run preview.png preview Tests/Fixtures/Themes/material.yaml --font-dir Fonts --category large --png "$work/preview.png"
sha256sum <"$work/preview.png" >>"$out/preview.png"
run layout.ios7 layout resolve Tests/Fixtures/Layout/ios7-navigation.json --events Tests/Fixtures/Layout/ios7-navigation-events.json --json
run metrics.snapshot metrics snapshot Themes/default --font-dir Fonts -o "$work/baseline.json"
cat "$work/baseline.json" >>"$out/metrics.snapshot"
run metrics.check metrics check Themes/default --font-dir Fonts --baseline "$work/baseline.json"
run metrics.check-material metrics check Themes/material --font-dir Fonts --baseline "$work/baseline.json" --json
run compile.bad-format compile Themes/default --format xml -o "$work/x"
run styles.bad-category styles --category huge
run check.no-theme check Themes/nowhere
run styles.no-theme-file styles --theme Tests/Fixtures
echo "$(find "$out" -type f | wc -l) outputs in $out" >&2
