#!/usr/bin/env bash
# Installs what is missing, builds Hourglass in Release and runs every test
# through CTest (headless: Qt renders offscreen), then fuzzes every reader for
# a few seconds under ASan/UBSan so a reader regression shows here too
# (scripts/fuzz.sh 600 is the real fuzzing run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --parallel "$(nproc)" --timeout 600
FUZZ_JOBS=$(nproc) bash scripts/fuzz.sh "${FUZZ_SMOKE_SECONDS:-5}"
