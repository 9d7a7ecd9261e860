#pragma once
#include "model/Profile.h"

#include <vector>

namespace hg {

// The steps of one span track as an explicit tree, with the custom timings
// (calls: SQL, redis, HTTP, ...) each step made. MiniProfiler tracks carry the
// tree as Span attributes (ParentTiming, Timing); for any other span track the
// time nesting is the tree and there are no calls. Used by the step view, the
// `tree` command and the MiniProfiler writer.
class StepTree
{
public:
    struct CallStat
    {
        StringId type{};
        std::uint32_t count = 0;
        TimePs total = 0;
    };
    struct Step
    {
        std::uint32_t span = 0;
        std::uint32_t parent = kNoId;        // index into steps()
        std::vector<std::uint32_t> children; // indices into steps(), by start time
        std::vector<std::uint32_t> calls;    // span indices, by start time
        std::vector<CallStat> callStats;     // per call type, in callTypes() order where present
        TimePs self = 0;                     // duration less what its child steps cover
    };

    static StepTree build(const Profile &profile, TrackId track);
    // Whether a track is a request's client timings (the browser's), not a request.
    static bool isClientTimings(const Profile &profile, const Track &track);

    std::uint32_t track() const { return m_track; }
    const std::vector<Step> &steps() const { return m_steps; }
    const std::vector<std::uint32_t> &roots() const { return m_roots; }
    // Calls no step claims (their step is missing).
    const std::vector<std::uint32_t> &orphanCalls() const { return m_orphanCalls; }
    // Every call type in the track, by first appearance.
    const std::vector<StringId> &callTypes() const { return m_callTypes; }
    std::size_t callCount() const { return m_callCount; }
    // The step a span belongs to (itself for a step, its step for a call).
    std::uint32_t stepOfSpan(std::uint32_t span) const;
    // The call type of a call span; 0 for a step.
    StringId callTypeOf(std::uint32_t span) const { return span < m_callTypeOfSpan.size() ? m_callTypeOfSpan[span] : StringId(); }

private:
    std::uint32_t m_track = 0;
    std::vector<Step> m_steps;
    std::vector<std::uint32_t> m_roots;
    std::vector<std::uint32_t> m_orphanCalls;
    std::vector<StringId> m_callTypes;
    std::vector<std::uint32_t> m_stepOfSpan;
    std::vector<StringId> m_callTypeOfSpan;
    std::size_t m_callCount = 0;
};

} // namespace hg
