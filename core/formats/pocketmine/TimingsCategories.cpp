#include "TimingsCategories.h"

#include "formats/pocketmine/PocketMineKeys.h"
#include "model/Profile.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace hg {

namespace k = pocketmine::key;

namespace {

std::int64_t integer(const std::optional<AttributeValue> &v)
{
    if (!v)
        return -1;
    return v->kind == AttributeValue::Kind::UInt ? std::int64_t(v->u) : v->kind == AttributeValue::Kind::Int ? v->i : -1;
}

bool flag(const std::optional<AttributeValue> &v) { return v && v->kind == AttributeValue::Kind::Bool && v->b; }

int rank(const TimingsCategories::Category &c)
{
    return c.name == QLatin1String("Minecraft") ? 0 : c.breakdown ? 1 : 2;
}

} // namespace

TimingsCategories TimingsCategories::build(const Profile &profile, const std::vector<TrackId> &tracks)
{
    const StringPool &strings = profile.strings();
    const StringId categoryKey = strings.find(k::kCategory), violationsKey = strings.find(k::kViolations),
                   peakKey = strings.find(k::kPeakNs), groupingKey = strings.find(k::kGrouping),
                   elsewhereKey = strings.find(k::kCountedElsewhere);
    TimingsCategories result;
    std::map<QString, std::uint32_t> categoryIndex;
    std::vector<std::unordered_map<StringId, std::uint32_t>> timerIndex; // per category, by name
    for (TrackId t{0}; t < profile.tracks().size(); ++t) {
        if (!tracks.empty() && std::find(tracks.begin(), tracks.end(), t) == tracks.end())
            continue;
        const Track &track = profile.tracks()[t];
        auto find = [&](std::uint32_t node, StringId key) { return key == kNoId ? std::nullopt : track.nodeAttributes.find(node, key); };
        // Legacy "** " records are the breakdown, whatever category they were listed in.
        auto categoryOf = [&](std::uint32_t node) {
            if (flag(find(node, elsewhereKey)))
                return QString::fromLatin1(kBreakdown);
            const std::optional<AttributeValue> category = find(node, categoryKey);
            return category && category->kind == AttributeValue::Kind::String ? strings.string(category->s) : QString();
        };
        for (std::uint32_t n = 0; n < track.nodes.size(); ++n) {
            if (flag(find(n, groupingKey)))
                continue; // made here to group legacy records, not a record
            const QString name = categoryOf(n);
            auto [c, added] = categoryIndex.emplace(name, std::uint32_t(result.m_categories.size()));
            if (added) {
                result.m_categories.push_back({name, name == QLatin1String(kBreakdown), 0, 0, {}});
                timerIndex.emplace_back();
            }
            Category &cat = result.m_categories[c->second];
            const FrameId frame = track.nodes.frame(n);
            auto [tIt, newTimer] = timerIndex[c->second].emplace(profile.frames()[frame].name, std::uint32_t(cat.timers.size()));
            if (newTimer)
                cat.timers.push_back({frame, t, n});
            Timer &timer = cat.timers[tIt->second];
            const std::int64_t violations = std::max<std::int64_t>(0, integer(find(n, violationsKey)));
            ++timer.combined;
            timer.time += track.nodes.total(n);
            timer.count += track.nodes.count(n);
            timer.violations += std::uint64_t(violations);
            timer.peakNs = std::max(timer.peakNs, integer(find(n, peakKey)));
            // A timer nested inside another of its own category is part of
            // that one's time already.
            bool nested = false;
            for (std::uint32_t a = track.nodes.parent(n); a != kNoId && !nested; a = track.nodes.parent(a))
                nested = !flag(find(a, groupingKey)) && categoryOf(a) == name;
            if (!nested) {
                cat.time += track.nodes.total(n);
                cat.violations += std::uint64_t(violations);
            }
        }
    }
    for (Category &c : result.m_categories)
        std::stable_sort(c.timers.begin(), c.timers.end(), [](const Timer &a, const Timer &b) { return a.time > b.time; });
    std::stable_sort(result.m_categories.begin(), result.m_categories.end(), [](const Category &a, const Category &b) {
        return rank(a) != rank(b) ? rank(a) < rank(b) : a.time > b.time;
    });
    return result;
}

} // namespace hg
