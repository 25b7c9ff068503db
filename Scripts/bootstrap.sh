#!/usr/bin/env bash
# Installs what Tintype needs on Debian or Ubuntu when it is missing: pkg-config, FreeType and
# fontconfig headers, Nettle (SHA-256), HarfBuzz and libpng (the preview's PNG), fontconfig's tools, a default font, the fonts the shipped
# themes name (Inter and Roboto from Debian, Atkinson Hyperlegible from PyPI, which Debian does not
# package), and Python's fontTools, jsonschema, Pillow and PyYAML (for the independent checks). Quiet when
# everything is already there.
set -euo pipefail

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "bootstrap: need root to run: $*" >&2; exit 2; fi
}

missing=()
command -v pkg-config >/dev/null || missing+=(pkg-config)
pkg-config --exists freetype2 2>/dev/null || missing+=(libfreetype-dev)
pkg-config --exists fontconfig 2>/dev/null || missing+=(libfontconfig-dev)
pkg-config --exists nettle 2>/dev/null || missing+=(nettle-dev)
# The preview's PNG: HarfBuzz shapes the text, libpng encodes the image.
pkg-config --exists harfbuzz 2>/dev/null || missing+=(libharfbuzz-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
command -v fc-list >/dev/null || missing+=(fontconfig)
command -v python3 >/dev/null || missing+=(python3 python3-pip)
if command -v fc-list >/dev/null && [ -z "$(fc-list 2>/dev/null | head -n 1)" ]; then missing+=(fonts-dejavu-core); fi
if ! command -v fc-list >/dev/null; then missing+=(fonts-dejavu-core); fi
# The shipped themes' fonts (Themes/README.md).
has_family() { command -v fc-list >/dev/null && [ -n "$(fc-list "$1" family 2>/dev/null | head -n 1)" ]; }
has_family Inter || missing+=(fonts-inter)
has_family Roboto || missing+=(fonts-roboto)
# The css format's fallback faces are measured on Arial's, Times New Roman's and Courier New's stand-ins.
has_family "Liberation Sans" || missing+=(fonts-liberation2)
# Headless Chromium loads the generated CSS in the tests.
command -v chromium >/dev/null || missing+=(chromium)
# man renders the installed manual page in the install test.
command -v man >/dev/null || missing+=(man-db)
# kotlinc compiles the generated Compose code against Compose's signatures in the tests.
command -v kotlinc >/dev/null || missing+=(kotlin)
# tsc type-checks the generated TypeScript module in the tests.
command -v tsc >/dev/null || missing+=(node-typescript)
# sassc compiles the example SCSS template's output in the tests.
command -v sassc >/dev/null || missing+=(sassc)

if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! python3 -c 'import fontTools' 2>/dev/null; then
  echo "bootstrap: installing fontTools" >&2
  python3 -m pip install --quiet fonttools 2>/dev/null \
    || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-fonttools >/dev/null
fi
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  echo "bootstrap: installing jsonschema" >&2
  python3 -m pip install --quiet jsonschema 2>/dev/null \
    || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-jsonschema >/dev/null
fi
if ! python3 -c 'import PIL' 2>/dev/null; then
  echo "bootstrap: installing Pillow" >&2
  python3 -m pip install --quiet pillow 2>/dev/null \
    || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pil >/dev/null
fi
if ! python3 -c 'import yaml' 2>/dev/null; then
  echo "bootstrap: installing PyYAML" >&2
  python3 -m pip install --quiet pyyaml 2>/dev/null \
    || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-yaml >/dev/null
fi
# ColorAide recomputes the derived colours of compiled themes in the tests (check_derived_colors.py).
if ! python3 -c 'import coloraide' 2>/dev/null; then
  echo "bootstrap: installing ColorAide" >&2
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet coloraide==8.13.1
fi
# markdown-it-py parses the example Markdown template's output in the tests (CommonMark with tables).
if ! python3 -c 'import markdown_it' 2>/dev/null; then
  echo "bootstrap: installing markdown-it-py" >&2
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet markdown-it-py==4.3.0
fi
# Tree-sitter's Kotlin and Dart grammars parse the generated Compose and Flutter code in the tests (PyPI wheels).
if ! python3 -c 'import tree_sitter, tree_sitter_kotlin, tree_sitter_dart' 2>/dev/null; then
  echo "bootstrap: installing tree-sitter and its Kotlin and Dart grammars" >&2
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet tree-sitter==0.26.1 tree-sitter-kotlin==1.1.0 tree-sitter-dart==0.1.0
fi

# Atkinson Hyperlegible (Themes/accessible) is not packaged by Debian; PyPI's fontpkg package
# carries the OFL files, which are linked into the user's font directory for fontconfig. The version
# is pinned: the golden outputs in Tests/Fixtures/Generated record the faces' hashes.
if ! has_family "Atkinson Hyperlegible"; then
  echo "bootstrap: installing Atkinson Hyperlegible" >&2
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet fontpkg-atkinson-hyperlegible==1.6
  source_dir="$(python3 -c 'import fontpkg_atkinson_hyperlegible as f; print(f.ROOT / "files")')"
  fonts_dir="${XDG_DATA_HOME:-$HOME/.local/share}/fonts"
  mkdir -p "$fonts_dir"
  ln -sfn "$source_dir" "$fonts_dir/atkinson-hyperlegible"
  fc-cache -f "$fonts_dir" >/dev/null
  has_family "Atkinson Hyperlegible" || { echo "bootstrap: fontconfig does not see Atkinson Hyperlegible in $fonts_dir" >&2; exit 2; }
fi
