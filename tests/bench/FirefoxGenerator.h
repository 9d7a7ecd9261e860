#pragma once
#include <QByteArray>
#include <cstddef>

namespace hg::bench {

// A Firefox Profiler file like a long Firefox recording: several processes
// (the parent, content processes with their own clock), threads with samples
// every millisecond (time with Firefox's six decimals, CPU deltas), stacks
// that share prefixes as real call trees do (labels, JS locations
// "fn (https://…/x.js:12:5)", native addresses), markers of every phase with
// payloads. Written in the Gecko format (rows with schemas, subprocesses in
// "processes") or the processed format (columns, shared tables and strings);
// with devtools, the Gecko profile inside the object the old DevTools
// performance panel saved (`{"systemHost": {"name": "Firefox"}, "duration":
// ms, "profile": {...}}`), the one Firefox layout speedscope imports.
struct FirefoxShape
{
    std::size_t samples = 2'000'000; // over all threads
    int processes = 3;
    int threadsPerProcess = 3;
    int stacksPerThread = 40'000;
    int framesPerThread = 8'000;
    int markersPerThousandSamples = 350;
    bool processed = false;
    bool devtools = false; // ignored with processed
    unsigned seed = 7;
};

QByteArray generateFirefox(const FirefoxShape &shape);

} // namespace hg::bench
