#!/usr/bin/env bash
# Writes the release archive, dist/tintype-VERSION-linux-ARCH.tar.gz: one folder,
# tintype-VERSION/, laid out as an install prefix (bin/tintype, the completions, the manual page,
# the theme schema, the README; see Scripts/stage.sh) to unpack anywhere and put on PATH. With
# --deb, also dist/tintype_VERSION_ARCH.deb (dpkg-deb), installing under /usr; and the build plugin
# for apps, dist/TintypePlugin-VERSION-linux-ARCH.tar.gz (Scripts/plugin-package.sh). All are the same
# bytes on every run from the same commit: entries in name order, the commit's time as every
# mtime, owner root, gzip without a name or time. TINTYPE_MACOS_BIN=FILE, a tintype-export built on
# macOS (Examples/ci/plugin-release.yml), adds the macOS variant to the plugin's artifact bundle.
#
#   bash Scripts/package.sh [--deb]
set -euo pipefail
cd "$(dirname "$0")/.."

deb=false
for argument in "$@"; do
  case "$argument" in
    --deb) deb=true ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "package.sh: unknown argument '$argument'; usage: bash Scripts/package.sh [--deb]" >&2; exit 2 ;;
  esac
done

bash Scripts/bootstrap.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$(sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/TintypeCommandLine/ToolVersion.swift)
[ -n "$version" ] || { echo "package.sh: no version in Sources/TintypeCommandLine/ToolVersion.swift" >&2; exit 1; }
arch=$(uname -m)
epoch=$(git log -1 --format=%ct 2>/dev/null || echo 0)
mkdir -p dist

# A tree as tar and dpkg-deb see it: the same mode bits and times whatever the umask and clock.
normalize() {
  find "$1" -type d -exec chmod 755 {} +
  find "$1" -type f -exec chmod 644 {} +
  find "$1" -type f -path '*/bin/*' -exec chmod 755 {} +
  find "$1" -exec touch -h -d "@$epoch" {} +
}

root="$work/tintype-$version"
bash Scripts/stage.sh "$root" >/dev/null
normalize "$root"
archive="dist/tintype-$version-linux-$arch.tar.gz"
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --format=gnu \
  -C "$work" -cf - "tintype-$version" | gzip -n -9 > "$archive.partial"
mv "$archive.partial" "$archive"
echo "$archive"

# The build plugin as an app depends on it (Scripts/plugin-package.sh): TintypePlugin/, a package
# without dependencies whose tool is an artifact bundle.
bash Scripts/plugin-package.sh "$work/TintypePlugin" >/dev/null
normalize "$work/TintypePlugin"
plugin="dist/TintypePlugin-$version-linux-$arch.tar.gz"
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --format=gnu \
  -C "$work" -cf - TintypePlugin | gzip -n -9 > "$plugin.partial"
mv "$plugin.partial" "$plugin"
echo "$plugin"

if $deb; then
  command -v dpkg-deb >/dev/null || { echo "package.sh: --deb needs dpkg-deb (Debian's dpkg)" >&2; exit 2; }
  case "$arch" in x86_64) debarch=amd64 ;; aarch64) debarch=arm64 ;; *) debarch=$arch ;; esac
  package="$work/deb"
  mkdir -p "$package/usr" "$package/DEBIAN"
  cp -a "$root/." "$package/usr/"
  # Debian's places: zsh's vendor completions and compressed manual pages.
  mkdir -p "$package/usr/share/zsh/vendor-completions"
  mv "$package/usr/share/zsh/site-functions/_tintype" "$package/usr/share/zsh/vendor-completions/_tintype"
  rmdir "$package/usr/share/zsh/site-functions"
  gzip -n -9 "$package/usr/share/man/man1/tintype.1"
  size=$(du -sk "$package/usr" | cut -f1)
  cat > "$package/DEBIAN/control" <<CONTROL
Package: tintype
Version: $version
Architecture: $debarch
Maintainer: The Tintype authors <tintype@users.noreply.github.com>
Installed-Size: $size
Depends: libc6, libstdc++6, libfreetype6, libfontconfig1, libharfbuzz0b, libpng16-16, libnettle8
Recommends: fonts-inter
Section: graphics
Priority: optional
Description: text-style and tint theming engine
 Compiles a design system's text styles and tints into Dynamic Type tables
 measured from the real font files, and into Swift, CSS, Android, Compose
 and design-token files; checks contrast and font metrics in CI.
CONTROL
  normalize "$package"
  chmod 644 "$package/DEBIAN/control"
  deb="dist/tintype_${version}_$debarch.deb"
  SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zgzip --build "$package" "$deb.partial" >/dev/null
  mv "$deb.partial" "$deb"
  echo "$deb"
fi
