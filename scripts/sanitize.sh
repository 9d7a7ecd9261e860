#!/usr/bin/env bash
# scripts/sanitize.sh [CTEST ARGS...]
# Builds the application and every test under AddressSanitizer and
# UndefinedBehaviorSanitizer (-DHG_SANITIZE=ON, -O1 with line tables, in
# build-asan/) and runs the whole suite through CTest, headless. A sanitizer
# report aborts the test that made it, so the run fails. Extra arguments go to
# ctest (e.g. -R tst_sentry).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
build=${ASAN_BUILD_DIR:-build-asan}
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [ ! -f "$build/CMakeCache.txt" ]; then
  # -O1: a sanitized -O2 build of the whole tree takes twice as long on 2
  # cores and finds the same bugs; line tables name file:line in reports.
  cmake -S . -B "$build" "${generator[@]}" -DHG_SANITIZE=ON -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="-O1 -g1 -DNDEBUG"
fi
cmake --build "$build" --parallel "$(nproc)"
export QT_QPA_PLATFORM=offscreen
# Leaks: Qt, fontconfig and the GL stack keep caches to the end of the process
# by design; tests/sanitizer/lsan.supp names them so a leak of ours still fails.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizer/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" --timeout 1800 "$@"
