#include "TimingsCategories.h"

#include "formats/pocketmine/PocketMineKeys.h"
#include "model/AttributeLookup.h"
#include "model/Profile.h"

#include <algorithm>
#include <array>
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

// A record's category as a string id: legacy "** " records are the
// breakdown, whatever category they were listed in; records of no category
// share one id (kNoCategory); grouping nodes, not records, are in none
// (kGroupingNode). Compared as ids: a record's ancestors are each looked at.
namespace {

constexpr std::uint32_t kNoCategory = kNoId - 1;
constexpr std::uint32_t kGroupingNode = kNoId;

struct CategoryKeys
{
    StringId category, violations, peak, grouping, elsewhere;
    std::uint32_t breakdown; // the breakdown's category id
    std::uint32_t none;      // the id of a record with no category
};

// The first value of each of `keys` among an owner's attributes, read in one
// pass over them (what AttributeLookup::find finds for each).
template <std::size_t N>
std::array<std::optional<AttributeValue>, N> findAll(const AttributeTable &table, const AttributeLookup &lookup, std::uint32_t owner,
                                                     const std::array<StringId, N> &keys)
{
    std::array<std::optional<AttributeValue>, N> found;
    for (std::uint32_t i = lookup.firstOf(owner), end = lookup.endOf(owner); i < end; ++i)
        for (std::size_t k = 0; k < N; ++k)
            if (table.keyAt(i) == keys[k] && !found[k]) {
                found[k] = table.valueAt(i);
                break;
            }
    return found;
}

std::vector<std::uint32_t> categoriesOf(const Track &track, const AttributeLookup &attributes, const CategoryKeys &keys)
{
    std::vector<std::uint32_t> of(track.nodes.size());
    for (std::uint32_t n = 0; n < track.nodes.size(); ++n) {
        const auto [grouping, elsewhere, category] = findAll<3>(track.nodeAttributes, attributes, n, {keys.grouping, keys.elsewhere, keys.category});
        if (flag(grouping)) {
            of[n] = kGroupingNode;
        } else if (flag(elsewhere)) {
            of[n] = keys.breakdown;
        } else {
            of[n] = category && category->kind == AttributeValue::Kind::String ? std::uint32_t(category->s) : keys.none;
        }
    }
    return of;
}

} // namespace

TimingsCategories TimingsCategories::build(const Profile &profile, const std::vector<TrackId> &tracks)
{
    const StringPool &strings = profile.strings();
    CategoryKeys keys{strings.find(k::kCategory), strings.find(k::kViolations), strings.find(k::kPeakNs),
                      strings.find(k::kGrouping), strings.find(k::kCountedElsewhere), 0, 0};
    // The same text is the same category: the breakdown's name or an empty
    // one may be in the pool already.
    const StringId breakdown = strings.find(kBreakdown), empty = strings.find(std::string_view());
    keys.breakdown = breakdown == kNoId ? kNoCategory - 1 : std::uint32_t(breakdown);
    keys.none = empty == kNoId ? kNoCategory : std::uint32_t(empty);
    const auto nameOf = [&](std::uint32_t category) {
        return category == keys.breakdown ? QString::fromLatin1(kBreakdown)
            : category == keys.none       ? QString()
                                          : strings.string(StringId(category));
    };
    TimingsCategories result;
    std::unordered_map<std::uint32_t, std::uint32_t> categoryIndex;     // by category id
    std::vector<std::unordered_map<StringId, std::uint32_t>> timerIndex; // per category, by name
    for (TrackId t{0}; t < profile.tracks().size(); ++t) {
        if (!tracks.empty() && std::find(tracks.begin(), tracks.end(), t) == tracks.end())
            continue;
        const Track &track = profile.tracks()[t];
        const AttributeLookup attributes(track.nodeAttributes, track.nodes.size());
        const std::vector<std::uint32_t> categoryOf = categoriesOf(track, attributes, keys);
        for (std::uint32_t n = 0; n < track.nodes.size(); ++n) {
            const std::uint32_t category = categoryOf[n];
            if (category == kGroupingNode)
                continue; // made here to group legacy records, not a record
            auto [c, added] = categoryIndex.emplace(category, std::uint32_t(result.m_categories.size()));
            if (added) {
                const QString name = nameOf(category);
                result.m_categories.push_back({name, name == QLatin1String(kBreakdown), 0, 0, {}});
                timerIndex.emplace_back();
            }
            Category &cat = result.m_categories[c->second];
            const FrameId frame = track.nodes.frame(n);
            auto [tIt, newTimer] = timerIndex[c->second].emplace(profile.frames()[frame].name, std::uint32_t(cat.timers.size()));
            if (newTimer)
                cat.timers.push_back({frame, t, n});
            Timer &timer = cat.timers[tIt->second];
            const auto [violationsValue, peak] = findAll<2>(track.nodeAttributes, attributes, n, {keys.violations, keys.peak});
            const std::int64_t violations = std::max<std::int64_t>(0, integer(violationsValue));
            ++timer.combined;
            timer.time += track.nodes.total(n);
            timer.count += track.nodes.count(n);
            timer.violations += std::uint64_t(violations);
            timer.peakNs = std::max(timer.peakNs, integer(peak));
            // A timer nested inside another of its own category is part of
            // that one's time already.
            bool nested = false;
            for (std::uint32_t a = track.nodes.parent(n); a != kNoId && !nested; a = track.nodes.parent(a))
                nested = categoryOf[a] == category;
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
