#include "SpanPaths.h"

#include "SpanTrack.h"

namespace hg {

SpanPaths SpanPaths::of(const SpanTrack &spans)
{
    StackTable paths;
    std::vector<StackId> pathOf(spans.size());
    // A parent lies in a row above its children, so before them: its path is known.
    for (std::uint32_t i = 0; i < spans.size(); ++i) {
        const std::uint32_t parent = spans.parent(i);
        pathOf[i] = paths.intern(parent == kNoId ? StackId(kNoId) : pathOf[parent], spans.frame(i));
    }
    SpanPaths result;
    result.sums.resize(paths.size());
    const std::vector<TimePs> self = spans.selfTimes();
    for (std::uint32_t i = 0; i < spans.size(); ++i) {
        Sum &sum = result.sums[pathOf[i]];
        sum.total += spans.duration(i);
        sum.self += self[i];
        ++sum.count;
    }
    paths.freeze();
    result.paths = std::move(paths);
    result.pathOf = std::move(pathOf);
    return result;
}

} // namespace hg
