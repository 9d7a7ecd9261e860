#pragma once
#include "StackTable.h"
#include "Time.h"

#include <cstdint>
#include <vector>

namespace hg {

class SpanTrack;

// The call paths of one track's spans: each span's path in a table of the
// track's distinct paths, and what the spans on each path add up to. A call
// tree needs only the sums, so it costs the distinct paths, not the
// millions of spans; a transform reshapes the paths, then places the spans
// by them (ProfileTransformer), and hands the reshaped paths to its copy.
struct SpanPaths
{
    struct Sum
    {
        TimePs total = 0; // the spans' durations
        TimePs self = 0;  // less what their children cover
        std::uint64_t count = 0;
    };
    StackTable paths;            // frames of the profile; parents first
    std::vector<StackId> pathOf; // per span
    std::vector<Sum> sums;       // per path

    static SpanPaths of(const SpanTrack &spans);
};

} // namespace hg
