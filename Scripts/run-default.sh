#!/usr/bin/env bash
# The main job on the shipped default: builds tintype (release), lists the installed fonts,
# inspects the default theme's text font (Inter when installed, else the system sans-serif) and
# prints the default theme's text styles in every content-size category.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bootstrap.sh
tintype="$(bash Scripts/build-release.sh --product tintype)/tintype"
"$tintype" fonts list
echo
"$tintype" fonts inspect "Inter, sans-serif"
echo
"$tintype" styles --theme Themes/default/theme.json
