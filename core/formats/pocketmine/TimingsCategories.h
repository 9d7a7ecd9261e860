#pragma once
#include "model/Ids.h"
#include "model/Time.h"

#include <QString>
#include <vector>

namespace hg {

class Profile;

// The timings viewer's list: every record of a report under its category,
// records of one category with the same name merged ("(N combined)"), in
// the viewer's order: "Minecraft" first, then "Minecraft - Breakdown" (time
// also counted by other timers), then the other categories (plugins, events)
// by total time.
class TimingsCategories
{
public:
    struct Timer
    {
        FrameId frame = kNoId;
        TrackId track = kNoId; // the first record merged here
        std::uint32_t node = kNoId;
        std::uint32_t combined = 0;
        TimePs time = 0;
        std::uint64_t count = 0;
        std::uint64_t violations = 0;
        std::int64_t peakNs = -1; // -1 when the report has none
    };
    struct Category
    {
        QString name;
        bool breakdown = false; // counted by other timings: not part of the totals
        // Of its outermost timers: one nested inside another timer of the
        // same category is counted once, in that one.
        TimePs time = 0;
        std::uint64_t violations = 0;
        std::vector<Timer> timers; // by time, heaviest first
    };

    static constexpr const char *kBreakdown = "Minecraft - Breakdown";

    // tracks: indices into profile.tracks(); empty means every track.
    static TimingsCategories build(const Profile &profile, const std::vector<TrackId> &tracks);

    const std::vector<Category> &categories() const { return m_categories; }

private:
    std::vector<Category> m_categories;
};

} // namespace hg
