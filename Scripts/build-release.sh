#!/usr/bin/env bash
# Builds the release products as fully static, position-dependent executables (unused sections
# dropped) in .build-release/ and prints the folder that holds them. A static, non-PIE tintype starts in about 2 ms; linked
# dynamically against Swift's runtime and Foundation it spends 8–10 ms loading and relocating
# libraries before it does any work. Extra arguments go to `swift build` (e.g. --product tintype);
# without --product it builds every executable.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --scratch-path .build-release
  -Xswiftc -static-executable -Xlinker -no-pie -Xlinker --gc-sections)
# The C libraries of the system-library targets, with what they depend on, in link order.
for library in fontconfig freetype png16 brotlidec brotlicommon z expat nettle m; do
  flags+=(-Xlinker "-l$library")
done
# Without --product: the executables (tintype-render apart, below; the static link cannot take it).
if [[ " $* " == *" --product "* ]]; then
  swift build "${flags[@]}" "$@" >&2
else
  for product in tintype tintype-export tintype-yaml tintype-bench; do swift build "${flags[@]}" --product "$product" "$@" >&2; done
fi
bin="$(swift build "${flags[@]}" --show-bin-path)"
# tintype-render (the preview's PNG) links HarfBuzz, which Debian ships only as a shared library:
# it is built apart, with Swift's runtime static and the C libraries shared, and copied beside
# tintype, which runs it for `tintype preview --png`.
if [[ " $* " == *" --product tintype "* || " $* " != *" --product "* ]]; then
  render=(-c release --scratch-path .build-release-render -Xswiftc -static-stdlib)
  swift build "${render[@]}" --product tintype-render >&2
  cp -f "$(swift build "${render[@]}" --show-bin-path)/tintype-render" "$bin/tintype-render"
fi
echo "$bin"
