#pragma once
#include "model/Profile.h"
#include "model/TimeRange.h"

#include <functional>

namespace hg {

// The part of a profile within a time range, for what aggregates it: the
// call trees, flame graph, function list, callers and search counts of a
// range selected in the timeline, and `hourglass-cli tree|info --range`.
// Every track stays, with its id (one with nothing in the range is left
// empty), so a choice of tracks still means the same tracks.
//
// - A span overlapping the range is clipped to it: it counts for its part
//   inside (a span of zero length counts when it starts inside). It hangs
//   from its nearest caller that overlaps the range too: a caller that
//   ended before the range (an async child outliving it) has no part in it.
// - A timed sample counts when its time is inside, for as long as it lasts
//   in the whole profile (until the next sample): the sample after the
//   range is kept as an empty one of weight 0 (SampleWeights), so the last
//   sample inside keeps its length; after a track's last sample that empty
//   one stands where the track's median interval ends.
// - Untimed samples and aggregated trees have no times and stay whole.
//
// Strings, frames and stacks keep their ids. Counters are cut to the
// range; flows stay when both their spans do. Returns null when cancelled
// (asked between tracks).
class ProfileSlice
{
public:
    static ProfilePtr cut(const Profile &profile, TimeRange range, const std::function<bool()> &isCancelled = {});
};

} // namespace hg
