#!/usr/bin/env bash
# The main job on the shipped default theme: builds tintype (release), inspects the default
# theme's text font (Inter when installed, else the system sans-serif), prints its text styles in
# every content-size category, compiles it to build/themes/default.tintype.json, lints it and ends
# with the preview of the default theme.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bootstrap.sh
tintype="$(bash Scripts/build-release.sh --product tintype)/tintype"
"$tintype" fonts inspect "Inter, sans-serif"
echo
"$tintype" styles Themes/default
echo
"$tintype" compile Themes/default --format json -o build/themes
echo "compiled: build/themes/default.tintype.json"
echo
# The lint's failures and summary (warnings: `tintype check Themes/default`). With the fonts the
# set-up installs the default theme passes; on another machine's fonts the lint reports what they
# lack (a family, a weight), and its findings are the output, not a failure of the main job.
"$tintype" check Themes/default | grep -v '^warning' || true
echo
mkdir -p build/preview
"$tintype" preview --png build/preview/default.png --html build/preview/default.html
