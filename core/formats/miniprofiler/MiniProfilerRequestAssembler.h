#pragma once
#include "MiniProfilerRequest.h"

#include <QCoreApplication>

namespace hg {

class ProfileBuilder;

// Puts read MiniProfiler requests into the model. Each request is a track of
// spans: its steps, and under them its custom timings (children of the step
// in time, so they draw as a lane under it), placed at the request's real
// start relative to the first request. Client timings get a track of their
// own. The explicit tree (step -> parent step, call -> step) is kept as Span
// attributes, so the step tree does not depend on times nesting cleanly.
class MiniProfilerRequestAssembler
{
    Q_DECLARE_TR_FUNCTIONS(MiniProfilerRequestAssembler)
public:
    explicit MiniProfilerRequestAssembler(ProfileBuilder &builder);
    void add(const MiniProfilerRequest &request);
    // Sets the counts as profile metadata (shown by `info`).
    void finish();

private:
    void addSteps(const MiniProfilerRequest &request, TrackId track, TimePs offset);
    void addClientTimings(const MiniProfilerRequest &request, TrackId requestTrack, const QString &name,
                          const QString &group, TimePs offset);
    StringId key(std::string_view name);
    // The attribute's value with its text, if any, now in the model's strings.
    AttributeValue valueOf(const MiniProfilerRequest::Attribute &a);

    ProfileBuilder &m_builder;
    std::optional<std::int64_t> m_epochBaseNs;
    std::vector<std::uint32_t> m_stepSpans; // step index -> span insertion index
    std::size_t m_requests = 0;
    std::size_t m_steps = 0;
    std::size_t m_calls = 0;
    std::size_t m_clientTimings = 0;
};

} // namespace hg
