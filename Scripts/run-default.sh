#!/usr/bin/env bash
# The main job on the shipped default: builds tintype (release), lists the installed fonts and
# inspects the default theme's text font (Inter when installed, else the system sans-serif).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bootstrap.sh
tintype="$(bash Scripts/build-release.sh --product tintype)/tintype"
"$tintype" fonts list
echo
"$tintype" fonts inspect "Inter, sans-serif"
