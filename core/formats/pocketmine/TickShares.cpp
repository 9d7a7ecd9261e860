#include "TickShares.h"

#include "model/Profile.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace hg {

namespace {

constexpr char kTick[] = "Full Server Tick";

// By the name's id: a report has a million rows and a few thousand names.
StringId nameOf(const Profile &profile, FrameId frame)
{
    return frame < profile.frames().size() ? profile.frames()[frame].name : StringId(kNoId);
}

std::vector<std::uint32_t> tickRows(const Profile &profile, const TimingsTree &tree)
{
    std::vector<std::uint32_t> rows;
    const StringId tick = profile.strings().find(kTick);
    for (std::uint32_t i = 1; i < tree.size() && tick != kNoId; ++i)
        if (!tree.row(i).self && nameOf(profile, tree.row(i).frame) == tick)
            rows.push_back(i);
    return rows;
}

} // namespace

bool TickShares::overlapping(const Profile &profile, const TimingsTree &tree)
{
    const std::vector<std::uint32_t> ticks = tickRows(profile, tree);
    return std::all_of(ticks.begin(), ticks.end(), [&tree](std::uint32_t i) { return tree.row(i).childCount == 0; });
}

std::vector<TickShare> TickShares::compute(const Profile &profile, const TimingsTree &tree)
{
    const std::vector<std::uint32_t> ticks = tickRows(profile, tree);
    TimePs tickTime = 0;
    for (std::uint32_t i : ticks)
        tickTime += tree.row(i).time;
    if (tickTime <= 0)
        return {};
    std::unordered_map<StringId, TimePs> byNameId;
    const StringId tick = profile.strings().find(kTick);
    if (overlapping(profile, tree)) {
        for (std::uint32_t i = 1; i < tree.size(); ++i) {
            const TimingsTree::Row &r = tree.row(i);
            if (!r.self && !r.grouping && !r.countedElsewhere && nameOf(profile, r.frame) != tick)
                byNameId[nameOf(profile, r.frame)] += r.time;
        }
    } else {
        // The leaves and [self] rows under the tick rows partition their time.
        std::vector<std::uint32_t> pending = ticks;
        while (!pending.empty()) {
            const std::uint32_t i = pending.back();
            pending.pop_back();
            const TimingsTree::Row &r = tree.row(i);
            if (r.childCount == 0) {
                const FrameId frame = r.self ? tree.row(r.parent).frame : r.frame;
                byNameId[nameOf(profile, frame)] += r.time;
            }
            for (std::uint32_t c = r.firstChild; c < r.firstChild + r.childCount; ++c)
                pending.push_back(c);
        }
    }
    std::map<QString, TimePs> byName;
    for (const auto &[name, time] : byNameId)
        byName[name == kNoId ? QString() : profile.strings().string(name)] += time;
    std::vector<TickShare> shares;
    for (const auto &[name, time] : byName)
        if (time > 0)
            shares.push_back({name, time, 100.0 * double(time) / double(tickTime)});
    std::stable_sort(shares.begin(), shares.end(), [](const TickShare &a, const TickShare &b) { return a.time > b.time; });
    return shares;
}

} // namespace hg
