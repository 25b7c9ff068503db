#!/usr/bin/env bash
# Rewrites Tests/Fixtures/Generated/<format>/<theme>/ (and preview/<theme>.txt) from the shipped themes, compiled on the fonts
# the set-up installs (Scripts/bootstrap.sh). GoldenOutputTests compares every compile with these
# files, so a change to any output shows up as a diff in review. Regenerate only when an output is
# meant to change (a new field, a fixed value, a font package update), and say why in the commit.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tintype >&2
tintype="$(swift build --show-bin-path)/tintype"
for format in json dtcg swift css css-rem android compose flutter typescript xcassets android-fonts; do
  for theme in Themes/*/; do
    name=$(basename "$theme")
    target=Tests/Fixtures/Generated/$format/$name
    rm -rf "$target"
    "$tintype" compile "$theme" --format "$format" -o "$target"
  done
done
# The terminal preview at 80 columns, without colour.
mkdir -p Tests/Fixtures/Generated/preview
for theme in Themes/*/; do
  name=$(basename "$theme")
  NO_COLOR=1 "$tintype" preview "$theme" --width 80 > "Tests/Fixtures/Generated/preview/$name.txt"
done
echo "regenerated: $(find Tests/Fixtures/Generated -type f | wc -l) files" >&2
