#!/usr/bin/env bash
# Builds and runs the whole test suite under a sanitizer: the test bundle and every executable the
# tests start (tintype, tintype-export, tintype-fuzz) are built with it.
#   bash Scripts/sanitize.sh address     AddressSanitizer and LeakSanitizer (CI runs this one)
#   bash Scripts/sanitize.sh thread      ThreadSanitizer
# Each sanitizer builds in its own directory (.build-address, .build-thread), so the plain build
# is not rebuilt. Extra arguments go to `swift test` (e.g. --filter FontReaderTests).
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-}
case $sanitizer in
    address|thread) shift ;;
    *) echo "usage: bash Scripts/sanitize.sh address|thread [swift test arguments…]" >&2; exit 2 ;;
esac
build=.build-$sanitizer
swift build --build-tests --sanitize="$sanitizer" --build-path "$build" 2>&1 | grep -v "Cannot export local symbol" >&2
export SWIFT_BACKTRACE=enable=no
export TINTYPE_SANITIZER=$sanitizer  # tests that a sanitizer's runtime cannot run under leave themselves out
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export LSAN_OPTIONS=suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1
swift test --skip-build --sanitize="$sanitizer" --build-path "$build" "$@"
