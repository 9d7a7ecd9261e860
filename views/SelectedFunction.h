#pragma once
#include "model/Ids.h"

#include <vector>

namespace hg {

// The function selected in a view, with its call path (root first, ending
// with it; empty where the view has none: a list, a bottom-up tree): what
// the transforms' keys and menu entries act on.
struct SelectedFunction
{
    FrameId frame = kNoId;
    std::vector<FrameId> path;
};

} // namespace hg
