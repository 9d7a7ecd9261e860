#include "ChromeTraceAsyncTracks.h"

#include "ChromeTraceKeys.h"
#include "util/CountArg.h"

#include <algorithm>

namespace hg {

namespace k = chrometrace::key;

ChromeTraceAsyncTracks::ChromeTraceAsyncTracks(const ChromeTraceEvents &events, ChromeTraceAsyncSlices::Result slices)
    : m_in(events), m_result(std::move(slices))
{
    for (std::uint32_t s = 0; s < m_result.slices.size(); ++s) {
        if (m_result.slices[s].parent != kNoId)
            continue;
        const ChromeTraceEvent &begin = beginOf(s);
        std::vector<StringId> &names = m_names[m_in.threads[begin.thread].pid];
        if (std::find(names.begin(), names.end(), begin.name) == names.end())
            names.push_back(begin.name);
    }
}

std::vector<StringId> ChromeTraceAsyncTracks::trackNames(const QString &pid) const
{
    const auto it = m_names.find(pid);
    return it == m_names.end() ? std::vector<StringId>() : it->second;
}

void ChromeTraceAsyncTracks::setTrack(const QString &pid, StringId name, TrackId track) { m_tracks[{pid, name}] = track; }

FrameId ChromeTraceAsyncTracks::frameOf(ProfileBuilder &builder, const ChromeTraceEvent &begin) const
{
    StringId name = begin.name;
    if (begin.phase == 'T' || begin.phase == 'p') { // a step is named by its "step" arg
        const StringId stepKey = builder.intern("step");
        for (std::uint32_t a = begin.argsBegin; a < begin.argsBegin + begin.argsCount; ++a)
            if (m_in.args[a].key == stepKey && m_in.args[a].value.kind == AttributeValue::Kind::String)
                name = m_in.args[a].value.s;
    }
    return builder.addFrame(Frame{name, {}, {}, begin.category, 0, 0, 0, 0});
}

void ChromeTraceAsyncTracks::addSpans(ProfileBuilder &builder, const TimeOf &timeOf, TimePs traceEnd,
                                      std::vector<AddedSpan> &spanOfEvent) const
{
    const StringId phaseKey = builder.intern(k::kPhase);
    std::vector<std::uint32_t> added(m_result.slices.size(), kNoId); // insertion index per slice
    for (std::uint32_t s = 0; s < m_result.slices.size(); ++s) {
        const ChromeTraceAsyncSlice &slice = m_result.slices[s];
        const ChromeTraceEvent &begin = m_in.events[slice.begin];
        const std::optional<TimePs> start = timeOf(begin);
        if (!start)
            continue;
        const ChromeTraceEvent &rootBegin = beginOf(slice.root);
        const auto track = m_tracks.find({m_in.threads[rootBegin.thread].pid, rootBegin.name});
        if (track == m_tracks.end())
            continue;
        const bool instant = begin.phase == 'n' || begin.phase == 'T' || begin.phase == 'p';
        TimePs end = *start;
        if (slice.end != kNoId)
            end = timeOf(m_in.events[slice.end]).value_or(*start);
        else if (!instant)
            end = traceEnd;
        const std::uint32_t parent = slice.parent == kNoId ? kNoId : added[slice.parent];
        const AddedSpan ref = builder.addChildSpan(track->second, *start, std::max<TimePs>(0, end - *start), frameOf(builder, begin), parent);
        added[s] = ref.index;
        if (!spanOfEvent.empty())
            spanOfEvent[slice.begin] = ref;
        if (instant)
            builder.setSpanAttribute(ref, phaseKey, AttributeValue::fromString(builder.intern(std::string_view(&begin.phase, 1))));
        for (std::uint32_t a = begin.argsBegin; a < begin.argsBegin + begin.argsCount; ++a)
            builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
        if (slice.end != kNoId) { // the end's args add to the begin's
            const ChromeTraceEvent &e = m_in.events[slice.end];
            for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
                builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
        }
    }
}

QString ChromeTraceAsyncTracks::where(const StringPool &strings, std::uint32_t event) const
{
    const ChromeTraceEvent &e = m_in.events[event];
    const std::uint32_t id = m_in.idOf(event);
    QString idText = id < m_in.ids.size() ? QString::fromStdString(m_in.ids[id]) : QString();
    if (const qsizetype scopeEnd = idText.indexOf(QChar(0x1f)); scopeEnd >= 0) // "scope\x1fid"
        idText = tr("%1 in scope %2").arg(idText.mid(scopeEnd + 1), idText.left(scopeEnd));
    return tr("\"%1\" (id %2) on pid %3").arg(strings.string(e.name), idText, m_in.threads[e.thread].pid);
}

void ChromeTraceAsyncTracks::warn(ProfileBuilder &builder) const
{
    const auto first = [&](const std::vector<std::uint32_t> &events) {
        return std::make_pair(where(builder.strings(), events.front()), m_in.events[events.front()].offset);
    };
    if (!m_result.neverEnded.empty()) {
        std::vector<std::uint32_t> events;
        for (const std::uint32_t s : m_result.neverEnded)
            events.push_back(m_result.slices[s].begin);
        std::sort(events.begin(), events.end());
        const auto [what, offset] = first(events);
        builder.warn(tr("%n async slice(s) (b or S) were never ended (no e or F); they last to the trace's end. The first: %1", nullptr,
                        countArg(events.size())).arg(what), offset);
    }
    if (!m_result.unmatchedEnds.empty()) {
        const auto [what, offset] = first(m_result.unmatchedEnds);
        builder.warn(tr("%n async end event(s) (e or F) end no open slice of their id and name; they are ignored. The first: %1", nullptr,
                        countArg(m_result.unmatchedEnds.size())).arg(what), offset);
    }
    if (!m_result.orphanSteps.empty()) {
        const auto [what, offset] = first(m_result.orphanSteps);
        builder.warn(tr("%n async step(s) (T or p) have no open slice of their id; they are ignored. The first: %1", nullptr,
                        countArg(m_result.orphanSteps.size())).arg(what), offset);
    }
    if (!m_result.withoutId.empty())
        builder.warn(tr("%n async event(s) have no id (id or id2); they are ignored", nullptr, countArg(m_result.withoutId.size())),
                     m_in.events[m_result.withoutId.front()].offset);
}

} // namespace hg
