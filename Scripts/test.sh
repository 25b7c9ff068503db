#!/usr/bin/env bash
# The test command: installs what is missing, checks tintype against fontTools on every installed
# font and the fixtures, validates the themes against the published schema, runs the Swift test
# suite, runs it again under AddressSanitizer, and runs every fuzz target for 30 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bootstrap.sh
swift build --build-tests
python3 Scripts/compare_with_fonttools.py --tintype "$(swift build --show-bin-path)/tintype" --font-dir Fonts
python3 Scripts/validate_themes.py
swift test --skip-build
bash Scripts/sanitize.sh address
FUZZ_CONFIGURATION=debug bash Scripts/fuzz.sh all 30
