#!/usr/bin/env bash
# Removes what Scripts/install.sh installed under PREFIX (default /usr/local as root, ~/.local
# otherwise): exactly the files its manifest, PREFIX/share/tintype/install-manifest.txt, lists,
# and the folders the install created once they are empty. Nothing else is touched.
#
#   bash Scripts/uninstall.sh [--prefix DIR]
set -euo pipefail

script=uninstall.sh usage="bash Scripts/uninstall.sh [--prefix DIR]"
source "$(dirname "$0")/lib/prefix.sh"
manifest="$prefix/share/tintype/install-manifest.txt"
[ -f "$manifest" ] || { echo "uninstall.sh: no tintype install in $prefix (no $manifest)" >&2; exit 2; }
mapfile -t paths < "$manifest"
for path in "${paths[@]}"; do
  case "$path" in /*|*..*|"") echo "uninstall.sh: $manifest: '$path' is not a path inside the prefix; nothing removed" >&2; exit 2 ;; esac
done
files=0
for path in "${paths[@]}"; do
  case "$path" in */) ;; *) rm -f "$prefix/$path"; files=$((files + 1)) ;; esac
done
# The folders the install created (listed ending in /), deepest first, when nothing else is in them.
for path in $(printf '%s\n' "${paths[@]}" | grep '/$' | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2-); do
  rmdir "$prefix/$path" 2>/dev/null || true
done
echo "removed tintype from $prefix ($files files)" >&2
