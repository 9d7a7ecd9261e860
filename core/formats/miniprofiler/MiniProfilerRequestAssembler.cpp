#include "MiniProfilerRequestAssembler.h"

#include "MiniProfilerKeys.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

namespace hg {

namespace k = miniprofiler::key;

namespace {

constexpr std::int64_t kMaxOffsetNs = 100LL * 24 * 3600 * 1000000000LL; // requests further apart are not placed

} // namespace

MiniProfilerRequestAssembler::MiniProfilerRequestAssembler(ProfileBuilder &builder)
    : m_builder(builder)
{
}

StringId MiniProfilerRequestAssembler::key(std::string_view name) { return m_builder.intern(name); }

AttributeValue MiniProfilerRequestAssembler::valueOf(const MiniProfilerRequest::Attribute &a)
{
    AttributeValue value = a.value;
    if (value.kind == AttributeValue::Kind::String || value.kind == AttributeValue::Kind::Json)
        value.s = a.unique ? m_builder.addUniqueString(a.text) : m_builder.intern(a.text);
    return value;
}

void MiniProfilerRequestAssembler::add(const MiniProfilerRequest &request)
{
    ++m_requests;
    for (const MiniProfilerRequest::Warning &w : request.warnings)
        m_builder.warn(w.message, w.offset);
    TimePs offset = 0;
    if (request.startedEpochNs) {
        if (!m_epochBaseNs) {
            m_epochBaseNs = request.startedEpochNs;
            m_builder.setStartEpochNs(*m_epochBaseNs);
        }
        const std::int64_t delta = *request.startedEpochNs - *m_epochBaseNs;
        if (delta > -kMaxOffsetNs && delta < kMaxOffsetNs)
            offset = delta * kPsPerNs;
    }
    QString name = fromUtf8(request.name);
    if (name.isEmpty() && !request.steps.empty())
        name = fromUtf8(request.steps.front().name);
    if (name.isEmpty())
        name = tr("(unnamed request)");
    const QString group = request.machineName.empty() ? tr("Requests") : fromUtf8(request.machineName);

    TrackInfo info;
    info.name = name;
    info.group = group;
    info.epochOriginNs = request.startedEpochNs;
    info.externalId = fromUtf8(request.id);
    const TrackId track = m_builder.addTrack(info);
    auto setText = [&](std::string_view k, std::string_view v) {
        if (!v.empty())
            m_builder.setTrackAttribute(track, key(k), AttributeValue::fromString(m_builder.intern(v)));
    };
    setText(k::kId, request.id);
    setText(k::kMachineName, request.machineName);
    if (request.durationMs)
        m_builder.setTrackAttribute(track, key(k::kDuration), AttributeValue::fromDouble(*request.durationMs));
    for (const auto &[linkName, url] : request.links)
        setText(std::string(k::kLinkPrefix) + std::string(linkName), url);
    if (request.redirectCount)
        m_builder.setTrackAttribute(track, key(k::kRedirectCount), AttributeValue::fromInt(*request.redirectCount));
    for (const MiniProfilerRequest::Attribute &a : request.extras)
        m_builder.setTrackAttribute(track, key(a.key), valueOf(a));

    addSteps(request, track, offset);
    if (!request.clientTimings.empty())
        addClientTimings(request, track, name, group, offset);
}

void MiniProfilerRequestAssembler::addSteps(const MiniProfilerRequest &request, TrackId track, TimePs offset)
{
    m_stepSpans.assign(request.steps.size(), kNoId);
    Frame unnamedFrame;
    unnamedFrame.name = m_builder.intern(tr("(unnamed step)"));
    const FrameId unnamed = m_builder.addFrame(unnamedFrame);
    for (std::size_t i = 0; i < request.steps.size(); ++i) {
        const MiniProfilerRequest::Step &step = request.steps[i];
        const FrameId frame = step.name.empty() ? unnamed : m_builder.addFrame(step.name);
        // The result states the tree: a step's child steps and custom timings
        // belong to it, and those that overlap ran concurrently (lanes).
        const std::uint32_t parent = step.parent != kNoId ? m_stepSpans[step.parent] : kNoId; // pre-order
        const AddedSpan span = m_builder.addChildSpan(track, offset + step.start, step.duration, frame, parent);
        m_stepSpans[i] = span.index;
        if (!step.id.empty())
            m_builder.setSpanAttribute(span, key(k::kId), AttributeValue::fromString(m_builder.addUniqueString(step.id)));
        if (parent != kNoId)
            m_builder.setSpanAttribute(span, key(k::kParentTiming), AttributeValue::fromSpan(parent));
        for (const MiniProfilerRequest::Attribute &a : step.extras)
            m_builder.setSpanAttribute(span, key(a.key), valueOf(a));
    }
    m_steps += request.steps.size();

    for (const MiniProfilerRequest::Call &call : request.calls) {
        Frame frame;
        frame.name = m_builder.intern(call.label);
        frame.category = m_builder.intern(call.type);
        const std::uint32_t step = call.step < m_stepSpans.size() ? m_stepSpans[call.step] : std::uint32_t(kNoId);
        const AddedSpan span = m_builder.addChildSpan(track, offset + call.start, call.duration, m_builder.addFrame(frame), step);
        m_builder.setSpanAttribute(span, key(k::kCallType), AttributeValue::fromString(m_builder.intern(call.type)));
        if (step != kNoId)
            m_builder.setSpanAttribute(span, key(k::kTiming), AttributeValue::fromSpan(step));
        if (!call.command.empty())
            m_builder.setSpanAttribute(span, key(k::kCommand), AttributeValue::fromString(m_builder.addUniqueString(call.command)));
        for (const MiniProfilerRequest::Attribute &a : call.attributes)
            m_builder.setSpanAttribute(span, key(a.key), valueOf(a));
    }
    m_calls += request.calls.size();
}

void MiniProfilerRequestAssembler::addClientTimings(const MiniProfilerRequest &request, TrackId requestTrack,
                                                    const QString &name, const QString &group, TimePs offset)
{
    TrackInfo info;
    info.name = tr("%1 (client)").arg(name);
    info.group = group;
    info.epochOriginNs = request.startedEpochNs;
    const TrackId track = m_builder.addTrack(info);
    m_builder.setTrackAttribute(track, key(k::kClientTimingsOf), AttributeValue::fromUInt(requestTrack));
    const StringId client = m_builder.intern("client");
    for (const MiniProfilerRequest::ClientTiming &t : request.clientTimings) {
        Frame frame;
        frame.name = m_builder.intern(t.name);
        frame.category = client;
        const AddedSpan span = m_builder.addSpan(track, offset + t.start, t.duration, m_builder.addFrame(frame));
        if (t.point)
            m_builder.setSpanAttribute(span, key(k::kPointEvent), AttributeValue::fromBool(true));
    }
    m_clientTimings += request.clientTimings.size();
}

void MiniProfilerRequestAssembler::finish()
{
    m_builder.setMetadata("requests", AttributeValue::fromUInt(m_requests));
    m_builder.setMetadata("steps", AttributeValue::fromUInt(m_steps));
    m_builder.setMetadata("custom_timings", AttributeValue::fromUInt(m_calls));
    m_builder.setMetadata("client_timings", AttributeValue::fromUInt(m_clientTimings));
}

} // namespace hg
