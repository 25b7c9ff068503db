#!/usr/bin/env bash
# Installs tintype from this checkout: the command, its bash, zsh and fish completions, the
# tintype(1) manual page and the schemas, under PREFIX (default /usr/local as root, ~/.local
# otherwise). Builds the release product first (Scripts/bootstrap.sh installs what the build
# needs). Writes PREFIX/share/tintype/install-manifest.txt, the list of what it installed, which
# Scripts/uninstall.sh removes.
#
#   bash Scripts/install.sh [--prefix DIR]
set -euo pipefail

script=install.sh usage="bash Scripts/install.sh [--prefix DIR]"
source "$(dirname "$0")/lib/prefix.sh"
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)  # a relative --prefix is relative to where the user is
cd "$(dirname "$0")/.."

bash Scripts/bootstrap.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/root"
bash Scripts/stage.sh "$stage" >/dev/null

manifest=share/tintype/install-manifest.txt
# A manifest of an earlier install: what it listed and this one does not is removed.
# The manifest lists files, and (ending in /) the folders an install created, which stay listed.
touch "$work/created.txt"
if [ -f "$prefix/$manifest" ]; then
  while IFS= read -r path; do
    case "$path" in /*|*..*|"") continue ;; */) echo "$path" >> "$work/created.txt" ;; *) [ -e "$stage/$path" ] || rm -f "$prefix/$path" ;; esac
  done < "$prefix/$manifest"
fi
(cd "$stage" && find . -type f | sed 's|^\./||' | sort) > "$work/files.txt"
while IFS= read -r path; do
  folder=$(dirname "$path")
  while [ "$folder" != "." ] && [ ! -d "$prefix/$folder" ]; do echo "$folder/" >> "$work/created.txt"; folder=$(dirname "$folder"); done
  mode=644; [ "${path#bin/}" != "$path" ] && mode=755
  install -D -m "$mode" "$stage/$path" "$prefix/$path"
done < "$work/files.txt"
{ cat "$work/files.txt" "$work/created.txt"; echo "$manifest"; } | sort -u > "$prefix/$manifest"
echo "installed tintype $("$prefix/bin/tintype" --version) in $prefix ($(grep -vc '/$' "$prefix/$manifest") files; Scripts/uninstall.sh --prefix $prefix removes them)" >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on PATH; add it to use 'tintype'" >&2 ;; esac
