#pragma once
#include "SampleStackWalk.h"
#include "model/SpanTrack.h"

#include <optional>

namespace hg {

// Sample spans at a resolution (SampleSpans' bounded build): a span of at
// least `resolution` is kept whole; shorter ones of a row are folded into
// blocks (frame kNoId) while less than `resolution` apart, and a block is
// cut where its callers' row changes span, so each lies within its parent.
// A row's blocks show where the samples reach that depth at that
// resolution. Null when cancelled.
class SampleSpanBlocks
{
public:
    struct Samples
    {
        std::uint32_t first = 0;
        std::uint32_t last = 0; // one past
        TimePs end = 0;         // when the last one ends
        std::uint32_t perPart = 1'000'000; // walked in parts of at least this many, side by side
    };
    // The samples are walked in parts side by side (copies of `walk`).
    static std::optional<SpanTrack> build(const SampleStackWalk &walk, const StackTable &stacks, const SampleTrack &track,
                                          const Samples &samples,
                                          TimePs resolution, std::size_t rows,
                                          const SampleStackWalk::CancelCheck &cancelled);
};

} // namespace hg
