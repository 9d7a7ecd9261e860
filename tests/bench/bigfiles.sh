#!/usr/bin/env bash
# The big-file table (issue 34): for each format Hourglass reads, generates a
# file of about --size bytes with that format's bench_* generator, loads it
# (the generator's own load benchmark: best of three, MB/s), opens it in the
# main window offscreen (bench_firstpaint --all-views: first paint, every page
# ready, peak memory at first paint and over the run, close) and prints one
# markdown table row per format. Files go to a temporary directory, deleted
# afterwards, unless --keep DIR.
#
#   tests/bench/bigfiles.sh [--size 200M|1G|BYTES] [--only FORMAT,...] [--runs N] [--keep DIR] [--bin DIR]
#
# --size: 200M (default, a quick run) or 1G for the full table (needs several
# GB of memory per format and about an hour); --runs: bench_firstpaint's runs
# (1: every figure from one open); --bin: where the benchmarks were built
# (build/bin). Progress and a failing step's output go to stderr.
set -u

size=200M runs=1 keep='' only=''
here=$(cd "$(dirname "$0")" && pwd)
bin=$here/../../build/bin
while [ $# -gt 0 ]; do
    case $1 in
    --size) size=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --only) only=,$2,; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) echo "usage: $0 [--size 200M|1G|BYTES] [--only FORMAT,...] [--runs N] [--keep DIR] [--bin DIR]" >&2; exit 2 ;;
    esac
done
case $size in
*G) bytes=$(( ${size%G} * 1000000000 )) ;;
*M) bytes=$(( ${size%M} * 1000000 )) ;;
*) bytes=$size ;;
esac

if [ -n "$keep" ]; then
    mkdir -p "$keep" && dir=$keep
else
    dir=$(mktemp -d /tmp/hg-bigfiles.XXXXXX) && trap 'rm -rf "$dir"' EXIT
fi

# key (--only) | format | generator and its options | file name | bytes one generated item
# adds (measured on the generators' default files) | the most items worth
# asking for (0: none; a generator whose file stops growing has a fixed shape)
formats="
cpuprofile|V8 .cpuprofile|bench_v8cpuprofile|bench.cpuprofile|10.3|0
v8old|V8 .cpuprofile, old format (head tree)|bench_v8cpuprofile --old|bench.old.cpuprofile|17.5|0
chrome|Chrome trace (ProfileChunk)|bench_v8cpuprofile --chrome|bench.trace.json|23.3|0
events|Chrome trace (duration events)|bench_traceevents|bench.events.json|131|0
samples|Chrome trace (stackFrames and samples)|bench_traceevents --samples|bench.samples.json|113|0
sentry|Sentry|bench_sentry|bench.sentry.json|133|0
collapsed|collapsed stacks|bench_collapsed|bench.folded|933|0
speedscope|speedscope|bench_callwalk|bench.speedscope.json|149|0
pprof|pprof|bench_pprof|bench.pb|63|0
pprofgz|pprof, gzip|bench_pprof --gzip|bench.pb.gz|51|0
gecko|Firefox Gecko|bench_firefox|bench.gecko.json|85|0
devtools|Firefox Gecko in the DevTools wrapper|bench_firefox --devtools|bench.devtools.json|85|0
processed|Firefox processed|bench_firefox --processed|bench.processed.json|85|0
xplane|XPlane|bench_xplane|bench.xplane.pb|37.4|0
pocketmine|PocketMine timings|bench_pocketmine|bench.timings.txt|180|0
miniprofiler|MiniProfiler|bench_miniprofiler|bench.miniprofiler.json|79000|0
traceactor|TraceActor|bench_traceactor|bench.traceactor|300|0
perfscript|perf script|bench_perfscript|bench.perf|2187|0
perfdata|perf.data|bench_perfdata|bench.perf.data|263|0
"

# The first figure after a label on a line of a log: field "$2" of the
# line starting with "$1" once the label is cut off.
figure() { grep -m1 "^$1" "$3" | sed "s/^$1//" | awk "{ print \$$2 }"; }

echo "| format | file | load MB/s | first paint s | every page s | peak at first paint | peak over the run | close ms |"
echo "|---|---|---|---|---|---|---|---|"
while IFS='|' read -r key name generator file perItem maxItems; do
    [ -z "$key" ] && continue
    if [ -n "$only" ] && [[ $only != *",$key,"* ]]; then continue; fi
    items=$(awk "BEGIN { printf \"%d\", $bytes / $perItem }")
    note=
    if [ "$maxItems" -gt 0 ] && [ "$items" -gt "$maxItems" ]; then
        items=$maxItems
        note=" (fixed shape: the generator does not reach $size)"
    fi
    path=$dir/$file
    log=$dir/$key.log
    echo "$name: $generator $items --keep $path" >&2
    # shellcheck disable=SC2086 # the generator's options are words
    if ! "$bin"/$generator "$items" --keep "$path" >"$log" 2>&1; then
        echo "| $name | | generator failed (exit $?): $(tail -1 "$log") | | | | | |"
        tail -5 "$log" >&2
        [ -z "$keep" ] && rm -f "$path"
        continue
    fi
    mb=$(stat -c %s "$path" | awk '{ printf "%.0f", $1 / 1e6 }')
    loadMBs=$(grep -m1 '^hourglass:' "$log" | sed 's/.*s, \([0-9]*\) MB\/s.*/\1/')
    if [ -z "$loadMBs" ]; then # the generator did not load it: bench_load does
        "$bin"/bench_load "$path" >>"$log" 2>&1
        loadMBs=$(grep -m1 '^hourglass:' "$log" | sed 's/.*s, \([0-9]*\) MB\/s.*/\1/')
    fi
    echo "$name: bench_firstpaint --all-views --runs $runs" >&2
    paint=$dir/$key.firstpaint.log
    if ! QT_QPA_PLATFORM=offscreen "$bin"/bench_firstpaint "$path" --all-views --runs "$runs" >"$paint" 2>&1; then
        echo "| $name | $mb MB$note | ${loadMBs:-?} | opening failed: $(grep -m1 '^run' "$paint" || tail -1 "$paint") | | | | |"
        tail -5 "$paint" >&2
        [ -z "$keep" ] && rm -f "$path"
        continue
    fi
    firstPaint=$(figure 'first paint:' 1 "$paint")
    everyPage=$(figure 'every page:' 1 "$paint")
    read -r atPaintMB atPaintX runMB runX < <(sed -n 's/^peak memory: *at first paint \([-0-9]*\) MB = \([-0-9.]*\)x the file, over the run \([-0-9]*\) MB = \([-0-9.]*\)x.*/\1 \2 \3 \4/p' "$paint")
    close=$(figure 'close:' 1 "$paint")
    echo "| $name | $mb MB$note | $loadMBs | $firstPaint | $everyPage | $atPaintMB MB = ${atPaintX}× | $runMB MB = ${runX}× | $close |"
    [ -z "$keep" ] && rm -f "$path"
done <<<"$formats"
