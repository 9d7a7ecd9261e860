#!/usr/bin/env bash
# Installs what is missing, builds Hourglass in Release and runs every test
# through CTest (headless: Qt renders offscreen), then fuzzes every reader for
# a few seconds under ASan/UBSan so a reader regression shows here too
# (scripts/fuzz.sh 600 is the real fuzzing run).
# It sets HG_REQUIRE_CORPUS=1: a corpus test then fails, instead of skipping,
# when ../shared/corpus is not beside the checkout (tests/CorpusDir.h), so a
# green run means the corpus cases ran. HG_REQUIRE_CORPUS=0 bash scripts/test.sh
# runs a clone without the corpus (those cases skip with a message).
set -euo pipefail
cd "$(dirname "$0")/.."
export HG_REQUIRE_CORPUS=${HG_REQUIRE_CORPUS:-1}
if [ "$HG_REQUIRE_CORPUS" = 1 ] && [ ! -d ../shared/corpus ]; then
  echo "test.sh: ../shared/corpus is required (HG_REQUIRE_CORPUS=1) but missing at $(cd .. && pwd)/shared/corpus;" \
       "the corpus tests will fail (HG_REQUIRE_CORPUS=0 skips them instead)" >&2
fi
bash scripts/install-deps.sh
bash scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --parallel "$(nproc)" --timeout 600
FUZZ_JOBS=$(nproc) bash scripts/fuzz.sh "${FUZZ_SMOKE_SECONDS:-5}"
