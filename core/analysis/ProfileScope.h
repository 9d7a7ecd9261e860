#pragma once
#include "model/Profile.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace hg {

// Which part of a profile an export writes: some tracks, a time range,
// the matches of a search — or, all unset, the whole profile.
struct ProfileScope
{
    std::vector<TrackId> tracks;         // empty: every track
    std::optional<TimePs> from, to;      // [from, to); unset: unbounded
    std::vector<std::uint8_t> frameMatches; // by FrameId; empty: no search

    bool isWhole() const { return tracks.empty() && !from && !to && frameMatches.empty(); }

    // A profile of just that part, with the same frames and the same times.
    // Spans are clipped to the range; samples are kept when their time is in
    // it; aggregated trees and untimed samples have no times and are kept
    // whole by a range. With a search, spans and tree nodes are kept when
    // they match, lie inside a match or lead to one (so every match keeps
    // its call path), samples when their stack has a match. Tracks left
    // empty are dropped. `isCancelled` is asked between tracks.
    ProfilePtr apply(const Profile &profile, const std::function<bool()> &isCancelled = {}) const;
};

} // namespace hg
