#pragma once
#include "Transform.h"
#include "model/Profile.h"

#include <QStringList>

#include <functional>

namespace hg {

// A profile reshaped by transforms, and what the person should know about it.
struct TransformedProfile
{
    ProfilePtr profile; // null when cancelled
    QStringList notes;
};

// Applies transforms to a whole profile, so every view, search, export and
// CLI command that reads a profile shows the reshaped one. Samples take
// their reshaped stacks; a dropped sample of a timed track stays as an empty
// sample of weight 0, so its neighbours keep their durations and it counts
// nowhere; a sample whose stack is left empty gets the frame "(root)". Spans (and
// aggregated nodes) stay when their own frame does, hanging from their
// nearest caller that stays; a span's time then counts in that caller's
// self. Tracks keep their ids, even when left empty. Invert only changes
// how trees are drawn (invertsTrees()). weight: and only: steps act on
// samples, not paths: they set how samples count (wall or CPU time) and
// leave out, as empty samples of weight 0, those off a CPU or on one.
class ProfileTransformer
{
public:
    // Throws TransformError when a step names nothing in the profile (or,
    // weight:cpu and only:, when no sample has a CPU time or state).
    static TransformedProfile apply(const ProfilePtr &source, const TransformList &steps,
                                    const std::function<bool()> &isCancelled = {});
};

} // namespace hg
