#include "StepMarkers.h"

#include <algorithm>
#include <unordered_map>

namespace hg {

namespace {

std::optional<std::int64_t> integer(const AttributeValue &v)
{
    if (v.kind == AttributeValue::Kind::Int)
        return v.i;
    if (v.kind == AttributeValue::Kind::UInt)
        return std::int64_t(v.u);
    return std::nullopt;
}

} // namespace

std::vector<StepMarker> StepMarkers::find(const Profile &profile)
{
    const StringId groupKey = profile.strings().find("group_id");
    if (groupKey == kNoId)
        return {};
    const StringId nameKey = profile.strings().find("step_name");
    std::unordered_map<std::int64_t, StepMarker> steps;
    for (const Track &track : profile.tracks()) {
        // Entries are grouped by span: a span's step name is looked up only
        // when it has a group id.
        const AttributeTable &attributes = track.spanAttributes;
        for (const AttributeTable::Entry &e : attributes.all()) {
            if (e.key != groupKey || e.owner >= track.spans.size())
                continue;
            const std::optional<std::int64_t> group = integer(e.value);
            if (!group)
                continue;
            StepMarker &step = steps[*group];
            const TimePs start = track.spans.start(e.owner), end = track.spans.end(e.owner);
            if (step.spans++ == 0) {
                step.groupId = *group;
                step.start = start;
                step.end = end;
            } else {
                step.start = std::min(step.start, start);
                step.end = std::max(step.end, end);
            }
            if (nameKey != kNoId && step.name.isEmpty())
                if (const std::optional<AttributeValue> name = attributes.find(e.owner, nameKey))
                    step.name = attributeText(profile.strings(), *name);
        }
    }
    std::vector<StepMarker> result;
    result.reserve(steps.size());
    for (auto &[group, step] : steps)
        result.push_back(std::move(step));
    std::sort(result.begin(), result.end(), [](const StepMarker &a, const StepMarker &b) {
        return a.start != b.start ? a.start < b.start : a.groupId < b.groupId;
    });
    if (result.size() > kMaxSteps)
        result.resize(kMaxSteps);
    return result;
}

} // namespace hg
