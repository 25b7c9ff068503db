#!/usr/bin/env bash
# The install, the release archive and the Debian package, as a user meets them (run by
# Scripts/test.sh after the Swift suites, which hold SwiftPM's lock on .build while they run).
#   1. Scripts/install.sh --prefix P into a scratch prefix; with the checkout hidden (an empty
#      folder mounted over it in a mount namespace of its own), P/bin/tintype runs the README's
#      quick start: styles, compile of a YAML theme to every format, preview --png, metrics
#      snapshot; the bash completion loads; man renders the page; --version names the commit.
#      Scripts/uninstall.sh then leaves P as it was.
#   2. Scripts/package.sh --deb twice: the same bytes; the plugin archive holds its package; the
#      archive unpacked in a scratch folder runs --version and compile; as root, dpkg -i installs
#      the package and dpkg -r removes it.
# TINTYPE_STAGE_BIN (the folder of an already built tintype) stages that build instead of a new
# release build, so the suite spends no extra build; the release build is Scripts/stage.sh's default.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "install_test: FAILED: $*" >&2; exit 1; }
commit=$(git rev-parse --short=12 HEAD)

prefix="$work/prefix"
mkdir -p "$prefix"
bash Scripts/install.sh --prefix "$prefix" 2> "$work/install.txt" || { cat "$work/install.txt" >&2; fail "install.sh"; }
grep -q "installed tintype 0.1.0 (source $commit" "$work/install.txt" || fail "install.sh's line: $(cat "$work/install.txt")"
for file in bin/tintype share/bash-completion/completions/tintype share/zsh/site-functions/_tintype \
    share/fish/vendor_completions.d/tintype.fish share/man/man1/tintype.1 share/tintype/theme.schema.json share/tintype/compiled-theme.schema.json \
    share/tintype/install-manifest.txt; do
  [ -f "$prefix/$file" ] || fail "$file is not installed"
done

# The quick start, from a folder outside the checkout, with the checkout hidden when that can be done.
mkdir -p "$work/user/themes/brand"
python3 -c 'import json, sys, yaml; t = json.load(open(sys.argv[1])); t["name"] = "brand"; yaml.safe_dump(t, open(sys.argv[2], "w"), sort_keys=False)' \
  Themes/default/theme.json "$work/user/themes/brand/theme.yml"
cat > "$work/quick-start.sh" <<QUICK
set -euo pipefail
cd "$work/user"
export PATH="$prefix/bin:\$PATH"
version=\$(tintype --version); [[ "\$version" == *"source $commit"* ]]
tintype styles --category large > styles.txt
grep -q body styles.txt
tintype compile themes/brand --format json,dtcg,swift,css,android,compose -o out --quiet
test -s out/brand.tintype.json && test -s out/swift/brand.swift && test -s out/css/brand.css
tintype preview --png preview.png > /dev/null
python3 -c 'import sys; sys.exit(open("preview.png", "rb").read(8) != b"\x89PNG\r\n\x1a\n")'
tintype metrics snapshot themes/brand -o baseline.json
tintype metrics check themes/brand --baseline baseline.json > /dev/null
bash -c 'source "$prefix/share/bash-completion/completions/tintype"; complete -p tintype' > completion.txt
grep -q "tintype" completion.txt
man -l "$prefix/share/man/man1/tintype.1" > manual.txt 2>/dev/null
grep -q "tintype" manual.txt
QUICK
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  mkdir -p "$work/empty"
  unshare -m bash -c "mount --bind '$work/empty' '$root' && [ ! -e '$root/Package.swift' ] && bash '$work/quick-start.sh'" \
    || fail "the quick start with the checkout hidden"
else
  echo "install_test: not root: the quick start runs with the checkout in place" >&2
  bash "$work/quick-start.sh" || fail "the quick start"
fi

before=$(find "$prefix" | sort)
bash Scripts/uninstall.sh --prefix "$prefix" 2>/dev/null || fail "uninstall.sh"
[ -z "$(find "$prefix" -mindepth 1)" ] || fail "uninstall.sh left: $(find "$prefix" -mindepth 1)"
[ -n "$before" ] || fail "nothing was installed"

# The archive and the package: the same bytes twice.
rm -rf dist
bash Scripts/package.sh --deb > "$work/first.txt" 2>/dev/null || fail "package.sh"
sha256sum dist/* > "$work/first.sha"
bash Scripts/package.sh --deb > /dev/null 2>&1 || fail "package.sh (again)"
sha256sum dist/* | cmp -s - "$work/first.sha" || fail "package.sh's outputs differ between runs: $(cat "$work/first.sha"; sha256sum dist/*)"
archive=$(grep '/tintype-.*\.tar\.gz$' "$work/first.txt")
plugin=$(grep '/TintypePlugin-.*\.tar\.gz$' "$work/first.txt")
deb=$(grep '\.deb$' "$work/first.txt")
mkdir -p "$work/unpacked"
tar -xzf "$archive" -C "$work/unpacked"
unpacked=$(echo "$work"/unpacked/tintype-*)
[[ "$("$unpacked/bin/tintype" --version)" == *"source $commit"* ]] || fail "the archive's --version"
"$unpacked/bin/tintype" compile Themes/default --format json -o "$work/from-archive" --quiet || fail "the archive's compile"
[ -s "$work/from-archive/default.tintype.json" ] || fail "the archive's compile wrote nothing"
tar -tzf "$archive" > "$work/listing.txt"
grep -qx "tintype-0.1.0/share/man/man1/tintype.1" "$work/listing.txt" || fail "the archive has no manual"
# The plugin package (built into an app by BuildPluginTests): its manifest, source and bundle.
tar -tvzf "$plugin" > "$work/plugin.txt"
for entry in TintypePlugin/Package.swift TintypePlugin/Plugins/TintypePlugin/TintypePlugin.swift TintypePlugin/tintype-export.artifactbundle/info.json; do
  grep -q " $entry\$" "$work/plugin.txt" || fail "the plugin archive has no $entry"
done
grep -q '^-rwxr-xr-x .* TintypePlugin/tintype-export.artifactbundle/tintype-export-0.1.0-.*/bin/tintype-export$' "$work/plugin.txt" \
  || fail "the plugin archive's tool is not an executable in the bundle: $(cat "$work/plugin.txt")"
if [ "$(id -u)" = 0 ] && command -v dpkg >/dev/null; then
  dpkg -i "$deb" >/dev/null || fail "dpkg -i"
  [[ "$(/usr/bin/tintype --version)" == *"source $commit"* ]] || fail "the package's --version"
  [ -f /usr/share/zsh/vendor-completions/_tintype ] && [ -f /usr/share/man/man1/tintype.1.gz ] || fail "the package's files"
  dpkg -r tintype >/dev/null || fail "dpkg -r"
  [ ! -e /usr/bin/tintype ] || fail "dpkg -r left /usr/bin/tintype"
else
  echo "install_test: not root: the Debian package is built but not installed" >&2
fi
rm -rf dist
echo "install_test: passed (${archive##*/}: $(cut -d' ' -f1 "$work/first.sha" | head -n 1))"
