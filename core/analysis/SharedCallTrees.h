#pragma once
#include "CallTree.h"
#include "model/Profile.h"

#include <memory>
#include <vector>

namespace hg {

// The call trees of loaded profiles, each (profile, tracks, direction) built
// once and shared by whoever asks while one of them still holds it: the call
// tree, flame graph, function list and callers pages of a document each asked
// for the same top-down tree, and four copies of a tree of millions of nodes
// were both the time and most of the memory of a big profile's pages. One
// asking while another builds the tree waits for it, giving its worker slot
// to the pool meanwhile; if the builder is cancelled, a waiter builds it.
class SharedCallTrees
{
public:
    // Null when cancelled. Kept only as long as a caller holds the result.
    static std::shared_ptr<const CallTree> get(const ProfilePtr &profile, const std::vector<TrackId> &tracks,
                                               CallTree::Direction direction, const CallTree::CancelCheck &cancelled = {});
};

} // namespace hg
