#!/usr/bin/env bash
# Makes DIR/node_modules for Style Dictionary 5 (this folder: its lib/ at commit 8f7c522d, see
# SOURCE.md) from Debian's Node modules and this folder's stubs (stubs/, each saying why), and
# prints DIR. Debian's packages are installed when missing.
#   bash setup.sh DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash setup.sh DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
debian=(nodejs node-chalk node-change-case node-deepmerge node-glob node-is-plain-obj node-json5 node-memfs)
missing=()
for package in "${debian[@]}"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_if_needed=(); [ "$(id -u)" = 0 ] || sudo_if_needed=(sudo)
  "${sudo_if_needed[@]}" apt-get update -qq
  "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
mkdir -p "$1"
root=$(cd "$1" && pwd)
# Copies, not links: Node resolves an ES module's imports from its real path, so Style Dictionary
# and the stubs must sit beside node_modules/.
rm -rf "$root/node_modules" "$root/style-dictionary"
mkdir -p "$root/style-dictionary" "$root/node_modules/@bundled-es-modules" "$root/node_modules/@zip.js"
cp -r "$here/lib" "$here/package.json" "$here/LICENSE" "$root/style-dictionary/"
ln -s ../style-dictionary "$root/node_modules/style-dictionary"
for module in chalk deepmerge glob is-plain-obj json5 memfs; do ln -s "/usr/share/nodejs/$module" "$root/node_modules/$module"; done
cp -r "$here/stubs/deepmerge" "$here/stubs/glob" "$here/stubs/memfs" "$root/node_modules/@bundled-es-modules/"
cp -r "$here/stubs/zip.js" "$root/node_modules/@zip.js/"
for stub in path-unified tinycolor2 change-case; do cp -r "$here/stubs/$stub" "$root/node_modules/$stub"; done
cp "$here/run.mjs" "$root/run.mjs"
echo "$root"
