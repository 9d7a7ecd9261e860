#include "OpStats.h"

#include <QHash>
#include <algorithm>
#include <unordered_map>

namespace hg {

namespace {

struct Accumulator
{
    OpStats::Op op;
    std::unordered_map<FrameId, TimePs> timeByFrame;
};

} // namespace

OpStats OpStats::compute(const Profile &profile, const std::vector<TrackId> &selected)
{
    std::vector<TrackId> tracks = selected;
    if (tracks.empty())
        for (std::uint32_t i = 0; i < profile.tracks().size(); ++i)
            tracks.push_back(TrackId(i));

    OpStats result;
    QHash<QString, std::size_t> planeIndex;
    std::vector<std::unordered_map<StringId, Accumulator>> byName;
    std::vector<TimePs> self;
    for (const std::uint32_t t : tracks) {
        const Track &track = profile.tracks()[t];
        const SpanTrack &spans = track.spans;
        if (spans.empty())
            continue;
        if (!planeIndex.contains(track.info.group)) {
            planeIndex.insert(track.info.group, result.m_planes.size());
            result.m_planes.push_back({track.info.group, 0, {}});
            byName.emplace_back();
        }
        const std::size_t plane = planeIndex.value(track.info.group);
        self.assign(spans.size(), 0);
        for (std::uint32_t i = 0; i < spans.size(); ++i)
            self[i] = spans.duration(i);
        for (std::uint32_t i = 0; i < spans.size(); ++i)
            if (spans.parent(i) != kNoId)
                self[spans.parent(i)] -= spans.duration(i);
        for (std::uint32_t i = 0; i < spans.size(); ++i) {
            const FrameId frame = spans.frame(i);
            Accumulator &a = byName[plane][profile.frames()[frame].name];
            const TimePs duration = spans.duration(i);
            const TimePs own = std::max<TimePs>(self[i], 0); // children that outlive their parent
            if (a.op.count == 0) {
                a.op.name = profile.frames()[frame].name;
                a.op.min = duration;
            }
            ++a.op.count;
            a.op.total += duration;
            a.op.self += own;
            a.op.min = std::min(a.op.min, duration);
            a.op.max = std::max(a.op.max, duration);
            a.timeByFrame[frame] += duration;
        }
    }
    for (std::size_t p = 0; p < result.m_planes.size(); ++p) {
        Plane &plane = result.m_planes[p];
        for (auto &[name, a] : byName[p]) {
            a.op.frame = std::max_element(a.timeByFrame.begin(), a.timeByFrame.end(),
                                          [](const auto &x, const auto &y) { return x.second < y.second; })->first;
            plane.self += a.op.self;
            plane.ops.push_back(a.op);
        }
        std::sort(plane.ops.begin(), plane.ops.end(), [&profile](const Op &a, const Op &b) {
            if (a.self != b.self)
                return a.self > b.self;
            return profile.strings().view(a.name) < profile.strings().view(b.name);
        });
    }
    return result;
}

} // namespace hg
