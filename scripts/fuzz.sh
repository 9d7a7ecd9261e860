#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] [TARGET...]
# Builds the libFuzzer targets (clang, AddressSanitizer + UBSan, -O1 with line
# tables as libFuzzer recommends) in build-fuzz/ and runs each TARGET for SECONDS (default 600),
# one after the other. TARGET is a format id (`hourglass-cli formats --ids`;
# here the fuzz build's `fuzz_seeds --ids`) or detect; default all.
# Seeds: a copy of ../shared/corpus/<format> (when beside the checkout), the
# regression inputs in tests/fuzz/regressions/, hand-written seeds in
# tests/fuzz/seeds/ (variants no writer of ours makes), and small files our own writers
# make from the corpus. The working corpus is build-fuzz/corpus/<target> (kept
# between runs); crashes, leaks and timeouts land in build-fuzz/findings/<target>/.
# FUZZ_JOBS=2 runs two targets at a time (the machine has two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${1:-600}
shift || true
targets=("$@")
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
corpus_src=$root/../shared/corpus

bash scripts/install-deps.sh --fuzz
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" -G Ninja -DHG_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" -DCMAKE_CXX_COMPILER=clang++
fi
cmake --build "$build" --parallel "$(nproc)"

# The targets come from the format registry: fuzz_read fuzzes the reader its
# name says (fuzz_<id>), or detection as fuzz_detect.
mapfile -t ids < <(ASAN_OPTIONS=detect_leaks=0 "$build/bin/fuzz_seeds" --ids)
[ ${#ids[@]} -gt 0 ] || { echo "fuzz.sh: fuzz_seeds --ids listed no format" >&2; exit 1; }
all=("${ids[@]}" detect)
for t in "${all[@]}"; do ln -sf fuzz_read "$build/bin/fuzz_$t"; done
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")
for t in "${targets[@]}"; do
  [ -e "$build/bin/fuzz_$t" ] || { echo "fuzz.sh: no format \"$t\"; known: ${all[*]}" >&2; exit 2; }
done

# Seeds written by our writers from the corpus and the bundled samples (once).
seeds=$build/writer-seeds
if [ ! -d "$seeds" ]; then
  inputs=()
  [ -d "$corpus_src" ] && while IFS= read -r -d '' f; do inputs+=("$f"); done \
    < <(find "$corpus_src" -type f -size -1M ! -name '*.md' ! -name '*.reference' ! -path '*/invalid/*' -print0)
  inputs+=("$root"/resources/samples/sample-*)
  mkdir -p "$seeds"
  ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM=offscreen "$build/bin/fuzz_seeds" "$seeds" "${inputs[@]}"
fi

seed_corpus() { # target -> fills $build/corpus/$1 (a writable copy)
  local t=$1 dir=$build/corpus/$1
  mkdir -p "$dir"
  local formats=("$t")
  [ "$t" = detect ] && formats=("${all[@]}")
  for f in "${formats[@]}"; do
    if [ -d "$corpus_src/$f" ]; then
      # Files over 1 MiB only slow every iteration down.
      find "$corpus_src/$f" -type f -size -1M ! -name '*.reference' -exec cp -f {} "$dir/" \;
      chmod u+w "$dir"/* 2>/dev/null || true
    fi
    [ -d "$seeds/$f" ] && cp -f "$seeds/$f"/* "$dir/" 2>/dev/null || true
    [ -d "$root/tests/fuzz/regressions/$f" ] && cp -f "$root/tests/fuzz/regressions/$f"/* "$dir/" 2>/dev/null || true
    # Hand-written seeds of variants no writer of ours makes (Gecko profiles).
    [ -d "$root/tests/fuzz/seeds/$f" ] && cp -f "$root/tests/fuzz/seeds/$f"/* "$dir/" 2>/dev/null || true
  done
}

run_one() { # target
  local t=$1
  seed_corpus "$t"
  mkdir -p "$build/findings/$t" "$build/logs"
  echo "fuzz.sh: $t for ${seconds}s (log: $build/logs/$t.log)"
  # -rss_limit_mb: an input that makes a reader allocate past 2 GB is a
  # finding (it must refuse with a ReadError), as is one that takes >10 s.
  local status=0
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/bin/fuzz_$t" "$build/corpus/$t" \
      -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$build/findings/$t/" -print_final_stats=1 \
      >"$build/logs/$t.log" 2>&1 || status=$?
  grep -E '^stat::number_of_executed_units|^stat::average_exec_per_sec|^(==[0-9]+==ERROR|SUMMARY)' "$build/logs/$t.log" | sed "s/^/  $t: /" || true
  [ $status -eq 0 ] || echo "fuzz.sh: $t FOUND SOMETHING (exit $status): see $build/findings/$t/ and $build/logs/$t.log"
  return $status
}

jobs=${FUZZ_JOBS:-1}
failed=0
running=0
for t in "${targets[@]}"; do
  run_one "$t" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
done
while [ $running -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
exit $failed
