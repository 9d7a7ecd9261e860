#!/usr/bin/env bash
# Installs what is missing, builds Hourglass in Release and runs every test
# through CTest (headless: Qt renders offscreen).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --parallel "$(nproc)" --timeout 600
