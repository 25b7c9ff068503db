#!/usr/bin/env bash
# Lays out what an install of tintype holds, under DIR as under a prefix, for install.sh and
# package.sh: bin/tintype (release build, the Swift runtime linked in, so only the system's C
# libraries are needed), bash/zsh/fish completions (ArgumentParser's --generate-completion-script),
# the tintype(1) manual page (ArgumentParser's generate-manual plugin, dated by the commit), the
# schemas of the theme and of the compiled theme, the README and the licence when there is one, and share/tintype/source-commit, which `tintype --version` reads.
# Prints DIR. Everything in it depends only on the sources and the commit, never on when or where
# it was made.
#
#   bash Scripts/stage.sh DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash Scripts/stage.sh DIR" >&2; exit 2; }
mkdir -p "$1"
stage=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

# Its own build folder: the Swift runtime linked in statically is another build of every module.
# TINTYPE_STAGE_BIN, the folder of a tintype already built, stages that one instead (the tests'
# build, so Tests/Install/install_test.sh costs no release build).
if [ -n "${TINTYPE_STAGE_BIN:-}" ]; then
  bin=$TINTYPE_STAGE_BIN
else
  bin=$(bash Scripts/build-release.sh --installed --product tintype)
fi
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
[ -z "$(git status --porcelain --untracked-files=no -- Sources Package.swift 2>/dev/null)" ] || commit="$commit+changes"
date=$(git log -1 --format=%cs 2>/dev/null || echo 2026-01-01)

install -D -m 755 "$bin/tintype" "$stage/bin/tintype"
install -D -m 644 /dev/stdin "$stage/share/tintype/source-commit" <<< "$commit"
"$stage/bin/tintype" --generate-completion-script bash | install -D -m 644 /dev/stdin "$stage/share/bash-completion/completions/tintype"
"$stage/bin/tintype" --generate-completion-script zsh | install -D -m 644 /dev/stdin "$stage/share/zsh/site-functions/_tintype"
"$stage/bin/tintype" --generate-completion-script fish | install -D -m 644 /dev/stdin "$stage/share/fish/vendor_completions.d/tintype.fish"

# The manual: ArgumentParser's generate-manual plugin reads the command's own help (its
# --experimental-dump-help). It builds every product first: in debug, in the usual .build folder,
# which `swift build` and the tests have mostly built already.
rm -rf .build/plugins/GenerateManual/outputs
swift package plugin generate-manual --configuration debug --date "$date" --authors "The Tintype authors" >&2
page=.build/plugins/GenerateManual/outputs/tintype/tintype.1
[ -f "$page" ] || { echo "stage.sh: the manual page was not generated in $page" >&2; exit 1; }
install -D -m 644 "$page" "$stage/share/man/man1/tintype.1"

install -D -m 644 Themes/theme.schema.json "$stage/share/tintype/theme.schema.json"
install -D -m 644 Themes/compiled-theme.schema.json "$stage/share/tintype/compiled-theme.schema.json"
install -D -m 644 README.md "$stage/share/doc/tintype/README.md"
# The licence, once the project has one (LICENSE, LICENSE.md or COPYING at the root).
for licence in LICENSE LICENSE.md LICENSE.txt COPYING; do
  if [ -f "$licence" ]; then install -D -m 644 "$licence" "$stage/share/doc/tintype/$licence"; fi
done
echo "$stage"
