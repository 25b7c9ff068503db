#!/usr/bin/env bash
# The test command: installs what is missing, checks tintype against fontTools on every installed
# font and the fixtures, validates the themes against the published schema, runs the Swift test
# suite, installs and packages tintype as a user would (Tests/Install/install_test.sh), runs the
# suite again under AddressSanitizer (less the suites that only re-read generated files with other
# tools), and runs every fuzz target for 10 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bootstrap.sh
# Runs a test command with its output shown as it goes and kept; when it fails, its failures are
# printed again at the end, where a CI log's last lines show them.
with_failures_last() {
  local log
  log=$(mktemp)
  if "$@" 2>&1 | tee "$log"; then rm -f "$log"; return 0; fi
  echo "--- failures of: $* ---"
  grep -E -A4 '✘ (Test|Suite).*(recorded an issue|failed)|error: .*(XCT|failed)|ERROR: AddressSanitizer|SUMMARY: ' "$log" | tail -n 120
  rm -f "$log"
  return 1
}
swift build --build-tests
python3 Scripts/compare_with_fonttools.py --tintype "$(swift build --show-bin-path)/tintype" --font-dir Fonts
python3 Scripts/validate_themes.py
with_failures_last swift test --skip-build
TINTYPE_STAGE_BIN="$(swift build --show-bin-path)" bash Tests/Install/install_test.sh
# Under AddressSanitizer, the suites that only re-read generated files with other tools (Chromium,
# kotlinc, swiftc, tsc, fontTools' checkers) are left out: the files are byte-identical to the plain
# run's (the golden tests hold that), and the formats that write them run in-process under the
# sanitizer in FormatsOwnThemselvesTests and ThemeFormatTests. This keeps CI within its 25 minutes.
with_failures_last bash Scripts/sanitize.sh address \
  --skip '\.(GoldenOutputTests|ComposeCompileTests|SwiftOutputTests|ComposeTokensTests|SwiftTokensTests|PlatformProjectFilesTests|DisplayCutOutputTests)/'
FUZZ_CONFIGURATION=debug bash Scripts/fuzz.sh all 10
