#pragma once
#include "SampleParts.h"
#include "SampleStackWalk.h"

#include <cstdint>
#include <vector>

namespace hg {

// How many spans an exact build of sample spans would make, row by row,
// counted in parts side by side (as SampleSpanBlocks walks them): the
// spans a part opens, its first sample continuing the stack of the one
// before. The count stops once over `maxSpans` (the spans are then folded
// and the rest of the count would be work for nothing); the deepest stack
// among the samples, which the folded build needs, is found either way.
class SampleSpanCount
{
public:
    std::vector<std::uint32_t> perRow; // spans opened at each depth (when complete)
    std::uint64_t total = 0;
    bool complete = false; // counted to the end, within maxSpans
    bool cancelled = false;
    std::uint32_t deepest = 0; // the depth of the deepest stack (a root's is 1)

    static SampleSpanCount of(const SampleStackWalk &walk, const SampleTrack &track, const SampleParts &parts,
                              std::uint64_t maxSpans, const SampleStackWalk::CancelCheck &cancelled);
};

} // namespace hg
