#pragma once
#include "model/Profile.h"

#include <functional>
#include <vector>

namespace hg {

// One profile of a merge and the name its tracks are grouped under (a file's
// name, an XPlane host).
struct MergeSource
{
    QString name;
    ProfilePtr profile;
};

// Many profiles as one (issue 30, "Many as one"): the profiles of one program
// from many machines, the hosts of one training run. Each source's tracks
// become tracks of the merged profile in a group named after the source (with
// the track's own group after it when the source has several, so an XPlane
// host's planes stay apart); choosing tracks is choosing sources. Strings,
// frames and stacks go into one table, so a function of two sources is one
// frame and aggregated trees over all tracks sum it. Spans, samples,
// aggregated nodes, their attributes and flows are copied as the source had
// them (TrackCopy). Each source keeps its own time 0, unless it and the
// others have an epoch start: those are aligned on it (the hosts of one run
// line up). The first source's metadata stays; counters and warnings are
// kept, prefixed with their source's name.
class ProfileMerger
{
public:
    // Null when cancelled (`isCancelled` is asked between sources); an empty
    // profile for no sources.
    static ProfilePtr merge(const std::vector<MergeSource> &sources, const std::function<bool()> &isCancelled = {});
};

} // namespace hg
