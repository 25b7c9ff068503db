#!/usr/bin/env bash
# Lays out the build plugin as an app depends on it, under DIR: Packaging/TintypePlugin's manifest
# (no dependencies), the plugin's source (Plugins/TintypePlugin) and tintype-export.artifactbundle,
# which holds tintype-export (release build, the Swift runtime linked in, so it runs with any
# toolchain) for this machine's triple. Prints DIR. The same sources and commit give the same bytes.
#
#   bash Scripts/plugin-package.sh DIR
# TINTYPE_STAGE_BIN, the folder of a tintype-export already built, packages that one instead.
# TINTYPE_MACOS_BIN, a tintype-export built on macOS (Examples/ci's macos job: a universal binary,
# arm64 and x86_64), adds it as the bundle's macOS variant, so the plugin serves Xcode and SwiftPM
# on macOS too.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash Scripts/plugin-package.sh DIR" >&2; exit 2; }
mkdir -p "$1"
stage=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

if [ -n "${TINTYPE_STAGE_BIN:-}" ]; then
  bin=$TINTYPE_STAGE_BIN
else
  flags=(-c release --static-swift-stdlib --scratch-path .build-dist)
  swift build "${flags[@]}" --product tintype-export >&2
  bin=$(swift build "${flags[@]}" --show-bin-path)
fi
version=$(sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/TintypeCommandLine/ToolVersion.swift)
[ -n "$version" ] || { echo "plugin-package.sh: no version in Sources/TintypeCommandLine/ToolVersion.swift" >&2; exit 1; }
case "$(uname -m)" in
  x86_64) triple=x86_64-unknown-linux-gnu ;;
  aarch64|arm64) triple=aarch64-unknown-linux-gnu ;;
  *) echo "plugin-package.sh: no Swift triple known for $(uname -m)" >&2; exit 1 ;;
esac

rm -rf "$stage/Package.swift" "$stage/Plugins" "$stage/tintype-export.artifactbundle"
install -D -m 644 Packaging/TintypePlugin/Package.swift "$stage/Package.swift"
install -D -m 644 Plugins/TintypePlugin/TintypePlugin.swift "$stage/Plugins/TintypePlugin/TintypePlugin.swift"
bundle="$stage/tintype-export.artifactbundle"
install -D -m 755 "$bin/tintype-export" "$bundle/tintype-export-$version-$triple/bin/tintype-export"
# Debug sections are a third of the file and nothing an app's build reads.
if [ -z "${TINTYPE_STAGE_BIN:-}" ] && command -v strip >/dev/null; then strip "$bundle/tintype-export-$version-$triple/bin/tintype-export"; fi
variants="        {
          \"path\": \"tintype-export-$version-$triple/bin/tintype-export\",
          \"supportedTriples\": [\"$triple\"]
        }"
if [ -n "${TINTYPE_MACOS_BIN:-}" ]; then
  [ -f "$TINTYPE_MACOS_BIN" ] || { echo "plugin-package.sh: TINTYPE_MACOS_BIN: no file $TINTYPE_MACOS_BIN" >&2; exit 2; }
  # A Mach-O executable: universal (cafebabe) or 64-bit (cffaedfe, little-endian).
  case "$(od -An -tx1 -N4 "$TINTYPE_MACOS_BIN" | tr -d ' \n')" in
    cafebabe|cffaedfe) ;;
    *) echo "plugin-package.sh: TINTYPE_MACOS_BIN: $TINTYPE_MACOS_BIN is not a macOS executable (Mach-O); build it on macOS with swift build -c release --arch arm64 --arch x86_64 --product tintype-export" >&2; exit 2 ;;
  esac
  install -D -m 755 "$TINTYPE_MACOS_BIN" "$bundle/tintype-export-$version-macos/bin/tintype-export"
  variants="$variants,
        {
          \"path\": \"tintype-export-$version-macos/bin/tintype-export\",
          \"supportedTriples\": [\"arm64-apple-macosx\", \"x86_64-apple-macosx\"]
        }"
fi
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tintype-export": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON
echo "$stage"
