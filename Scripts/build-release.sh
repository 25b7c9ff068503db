#!/usr/bin/env bash
# Builds the release products in .build-release/ and prints the folder that holds them. tintype is
# linked dynamically against Swift's runtime, Foundation and the system's FreeType, fontconfig,
# HarfBuzz and libpng, like any Debian tool. With --installed first, builds as install.sh and the
# release archive ship it instead (Scripts/stage.sh): the Swift runtime linked in, in .build-dist/.
# Extra arguments go to `swift build` (e.g. --product tintype).
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --scratch-path .build-release)
if [ "${1:-}" = --installed ]; then
  shift
  flags=(-c release --static-swift-stdlib --scratch-path .build-dist)
fi
swift build "${flags[@]}" "$@" >&2
swift build "${flags[@]}" --show-bin-path
