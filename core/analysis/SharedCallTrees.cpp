#include "SharedCallTrees.h"

#include "SharedBuilds.h"

namespace hg {

namespace {

// Every track, in order, when none are named: the same tree either way.
std::vector<TrackId> trackListOf(const Profile &profile, const std::vector<TrackId> &tracks)
{
    if (!tracks.empty())
        return tracks;
    std::vector<TrackId> all(profile.tracks().size());
    for (std::uint32_t i = 0; i < all.size(); ++i)
        all[i] = TrackId(i);
    return all;
}

} // namespace

std::shared_ptr<const CallTree> SharedCallTrees::get(const ProfilePtr &profile, const std::vector<TrackId> &trackList,
                                                     CallTree::Direction direction, const CallTree::CancelCheck &cancelled)
{
    static SharedBuilds<CallTree, CallTree::Direction> trees;
    const std::vector<TrackId> tracks = trackListOf(*profile, trackList);
    return trees.get(profile, tracks, direction, [&] {
        // build() gives an empty tree when cancelled; get() drops it then.
        return std::make_shared<const CallTree>(CallTree::build(*profile, tracks, direction, cancelled));
    }, cancelled);
}

} // namespace hg
