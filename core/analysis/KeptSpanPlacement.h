#pragma once
#include "model/SpanTrack.h"

#include <optional>
#include <vector>

namespace hg {

// The spans of a track a transform keeps, placed straight into rows
// instead of nested again by the builder: a kept span's row is how many of
// its callers stay, its parent the nearest one that stays, its call path
// that caller's plus its own (new) frame — handed to the track, so its
// call tree needs no pass over the spans.
struct KeptSpanPlacement
{
    SpanTrack track;
    std::vector<std::uint32_t> newIndex; // source span -> index in track (kNoId: left out)

    // frameOfPath[p]: the frame a span on path p of the source's callPaths()
    // shows as, or kNoId when it goes. nullopt where the rows would not
    // stay rows of calls one after another — lanes, stated parents, kept
    // spans that would overlap in a row: the builder nests those.
    static std::optional<KeptSpanPlacement> place(const SpanTrack &spans, const std::vector<FrameId> &frameOfPath);
};

} // namespace hg
