#!/bin/sh
# An Xcode Run Script build phase for an app target that commits its compiled themes
# (NAME.tintype.json, from `tintype compile --format json`) and generates their Swift on every
# build, without the package plugin. Add a Run Script phase before Compile Sources whose script is
#
#   "$SRCROOT/Scripts/tintype-run-script.sh"
#
# (this file, copied into the app's repository), with each compiled theme under Input Files,
#   $(SRCROOT)/Theme/brand.tintype.json
# and under Output Files what it writes, the theme's two files and, once, the file themes share:
#   $(DERIVED_FILE_DIR)/Tintype/swift/brand.swift
#   $(DERIVED_FILE_DIR)/Tintype/swift/brand+Tables.swift
#   $(DERIVED_FILE_DIR)/Tintype/swift/TintypeTheme.swift
# Xcode compiles the Swift files a phase lists as outputs, and runs the phase again only when an
# input changed (user-script sandboxing allows exactly these files). The tool is tintype-export
# from the plugin's artifact bundle or the release archive: on PATH, or named by TINTYPE_EXPORT.
# A project file's Swift options apply when TINTYPE_PROJECT names it (a tintype.json; add it to
# Input Files too). The script fails, naming them, when the outputs listed are not those written.
set -eu

tool=${TINTYPE_EXPORT:-tintype-export}
out="$DERIVED_FILE_DIR/Tintype"
count=${SCRIPT_INPUT_FILE_COUNT:-0}
[ "$count" -gt 0 ] || { echo "error: tintype: list the compiled themes (NAME.tintype.json) under the phase's Input Files" >&2; exit 1; }

written=""
i=0
while [ "$i" -lt "$count" ]; do
  eval "file=\${SCRIPT_INPUT_FILE_$i}"
  case "$file" in
    *.tintype.json) ;;
    *) i=$((i + 1)); continue ;;
  esac
  name=$(basename "$file" .tintype.json)
  set -- swift "$file" -o "$out" --require-name "$name"
  [ -z "${TINTYPE_PROJECT:-}" ] || set -- "$@" --project "$TINTYPE_PROJECT"
  # The file themes share comes from the first theme alone.
  if [ -n "$written" ]; then set -- "$@" --without-shared; else written="$out/swift/TintypeTheme.swift"; fi
  "$tool" "$@"
  written="$written
$out/swift/$name.swift
$out/swift/$name+Tables.swift"
  i=$((i + 1))
done
[ -n "$written" ] || { echo "error: tintype: none of the phase's Input Files is a compiled theme (NAME.tintype.json)" >&2; exit 1; }

# The phase's Output Files must be the files written: Xcode compiles those and no others.
listed=""
i=0
while [ "$i" -lt "${SCRIPT_OUTPUT_FILE_COUNT:-0}" ]; do
  eval "listed=\"\$listed
\${SCRIPT_OUTPUT_FILE_$i}\""
  i=$((i + 1))
done
missing=$(printf '%s\n' "$written" | grep -vxF -e "$(printf '%s\n' "$listed" | sed '/^$/d')" || true)
extra=$(printf '%s\n' "$listed" | sed '/^$/d' | grep -vxF -e "$(printf '%s\n' "$written")" || true)
if [ -n "$missing" ] || [ -n "$extra" ]; then
  [ -z "$missing" ] || printf '%s\n' "$missing" | sed "s|^|error: tintype: add to the phase's Output Files: |" >&2
  [ -z "$extra" ] || printf '%s\n' "$extra" | sed "s|^|error: tintype: remove from the phase's Output Files (not written): |" >&2
  exit 1
fi
