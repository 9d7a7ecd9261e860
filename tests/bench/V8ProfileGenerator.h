#pragma once
#include <QByteArray>
#include <cstddef>
#include <cstdint>

namespace hg::bench {

// The shape of a generated V8 CPU profile: a Node.js web server's, its call
// tree over node's internals and an app's node_modules, sampled every
// millisecond (node's default interval).
struct V8ProfileShape
{
    std::size_t samples = 20'000'000;
    int nodes = 60'000;     // call tree nodes
    int functions = 12'000; // distinct functions, over 400 scripts
    std::uint32_t seed = 7;
};

// As `node --cpu-prof` writes it: "nodes" (callFrame, hitCount, children,
// positionTicks), "startTime", "endTime", "samples", "timeDeltas" (mostly
// ~1 ms, now and then one that goes back, as V8 records them).
QByteArray generateCpuProfile(const V8ProfileShape &shape);

// The same profile in the old format (v8-profiler, early DevTools): the call
// tree nested under "head", each node with its call frame's fields, "startTime"
// and "endTime" in seconds, "samples" and their "timestamps" in microseconds.
QByteArray generateOldCpuProfile(const V8ProfileShape &shape);

// The same profile as a Chrome Performance-panel recording holds it: thread
// names, the main thread's task slices, a Profile event and ProfileChunk
// events of 100 samples each on V8's sampling thread, each chunk with the
// nodes its samples first reach (parent links), a third of them with the
// samples' "lines" and "columns" as Chromium writes them, keys as Chrome
// orders them.
QByteArray generateChromeTraceWithSamples(const V8ProfileShape &shape);

} // namespace hg::bench
