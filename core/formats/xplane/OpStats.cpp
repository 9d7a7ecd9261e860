#include "OpStats.h"

#include "util/ParallelFor.h"

#include <QHash>
#include <algorithm>
#include <unordered_map>

namespace hg {

namespace {

// One frame's events on one track (then in one plane): a few per frame,
// where a map per op and frame cost most of the time on millions of events.
struct FrameFigures
{
    FrameId frame{};
    std::uint64_t count = 0;
    TimePs total = 0;
    TimePs self = 0;
    TimePs min = 0;
    TimePs max = 0;

    void add(const FrameFigures &other)
    {
        min = count ? std::min(min, other.min) : other.min;
        max = count ? std::max(max, other.max) : other.max;
        count += other.count;
        total += other.total;
        self += other.self;
    }
};

// A track's events summed per frame, in the order the frames first occur.
std::vector<FrameFigures> figuresOf(const SpanTrack &spans, std::size_t frameCount)
{
    // Self time is the duration less the direct children's durations.
    std::vector<TimePs> childTime(spans.size(), 0);
    for (std::uint32_t i = 0; i < spans.size(); ++i)
        if (spans.parent(i) != kNoId)
            childTime[spans.parent(i)] += spans.duration(i);
    std::vector<std::uint32_t> slotOf(frameCount, kNoId);
    std::vector<FrameFigures> figures;
    for (std::uint32_t i = 0; i < spans.size(); ++i) {
        const FrameId frame = spans.frame(i);
        if (slotOf[frame] == kNoId) {
            slotOf[frame] = std::uint32_t(figures.size());
            figures.push_back({frame});
        }
        const TimePs duration = spans.duration(i);
        FrameFigures one{frame, 1, duration, std::max<TimePs>(duration - childTime[i], 0), duration, duration};
        figures[slotOf[frame]].add(one); // children that outlive their parent count no negative self
    }
    return figures;
}

} // namespace

OpStats OpStats::compute(const Profile &profile, const std::vector<TrackId> &selected)
{
    // In the order given (all when none), which gives the planes' order.
    std::vector<TrackId> tracks;
    const auto take = [&](TrackId t) {
        if (!profile.tracks()[t].spans.empty())
            tracks.push_back(t);
    };
    if (selected.empty())
        for (std::uint32_t i = 0; i < profile.tracks().size(); ++i)
            take(TrackId(i));
    for (const TrackId t : selected)
        take(t);

    // The tracks are independent: summed on every core, merged in track order.
    std::vector<std::vector<FrameFigures>> perTrack(tracks.size());
    parallelFor(tracks.size(), [&](std::size_t k) { perTrack[k] = figuresOf(profile.tracks()[tracks[k]].spans, profile.frames().size()); });

    OpStats result;
    QHash<QString, std::size_t> planeIndex;
    std::vector<std::unordered_map<FrameId, FrameFigures>> byFrame; // per plane
    for (std::size_t k = 0; k < tracks.size(); ++k) {
        const QString &group = profile.tracks()[tracks[k]].info.group;
        if (!planeIndex.contains(group)) {
            planeIndex.insert(group, result.m_planes.size());
            result.m_planes.push_back({group, 0, {}});
            byFrame.emplace_back();
        }
        std::unordered_map<FrameId, FrameFigures> &plane = byFrame[planeIndex.value(group)];
        for (const FrameFigures &f : perTrack[k]) {
            auto [it, added] = plane.try_emplace(f.frame, FrameFigures{f.frame});
            it->second.add(f);
        }
        std::vector<FrameFigures>().swap(perTrack[k]);
    }
    for (std::size_t p = 0; p < result.m_planes.size(); ++p) {
        Plane &plane = result.m_planes[p];
        // Frames by id, so the op's frame (its frame with the most time)
        // is the first of equals.
        std::vector<FrameFigures> frames;
        frames.reserve(byFrame[p].size());
        for (const auto &[frame, figures] : byFrame[p])
            frames.push_back(figures);
        std::sort(frames.begin(), frames.end(), [](const FrameFigures &a, const FrameFigures &b) { return a.frame < b.frame; });
        std::unordered_map<StringId, std::pair<FrameFigures, TimePs>> byName; // the op and its frame's time
        for (const FrameFigures &f : frames) {
            const StringId name = profile.frames()[f.frame].name;
            auto [it, added] = byName.try_emplace(name, FrameFigures{f.frame}, f.total);
            it->second.first.add(f);
            if (f.total > it->second.second) {
                it->second.first.frame = f.frame;
                it->second.second = f.total;
            }
        }
        for (const auto &[name, named] : byName) {
            const FrameFigures &f = named.first;
            plane.ops.push_back({name, f.frame, f.count, f.total, f.self, f.min, f.max});
            plane.self += f.self;
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
