#include "ChromeTraceAssembler.h"

#include "ChromeTraceAsyncTracks.h"
#include "ChromeTraceFlows.h"
#include "ChromeTraceKeys.h"
#include "ChromeTraceSamples.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <climits>
#include <map>
#include <tuple>
#include <numeric>

namespace hg {

namespace k = chrometrace::key;

namespace {

// Phases whose events are slices of their thread.
bool isThreadPhase(char phase)
{
    switch (phase) {
    case 'X': case 'B': case 'E': case 'i': case 'I': case 'R': return true;
    default: return false;
    }
}

bool isAsyncPhase(char phase)
{
    switch (phase) {
    case 'b': case 'e': case 'n': case 'S': case 'T': case 'p': case 'F': return true;
    default: return false;
    }
}

QString phaseGroup(char phase)
{
    switch (phase) {
    case 'N': case 'O': case 'D': return QStringLiteral("object (N/O/D)");
    case 'P': return QStringLiteral("sample (P)");
    case 'V': case 'v': return QStringLiteral("memory dump (V/v)");
    case '(': case ')': return QStringLiteral("context");
    default: return QStringLiteral("\"%1\"").arg(QLatin1Char(phase));
    }
}

class Assembly
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceAssembler)
public:
    Assembly(ChromeTraceEvents &events, ProfileBuilder &builder, const ReadContext &context, QByteArrayView input, qint64 padding)
        : m_in(events), m_builder(builder), m_samples(events, builder, context, input, padding) {}
    void run();

private:
    void matchAsync();
    void addTracks();
    TrackInfo processTrackInfo(const QString &pid) const;
    TrackInfo threadTrackInfo(std::uint32_t thread) const;
    void reserveSpans();
    void addSpan(std::uint32_t event, TimePs start);
    FrameId frameOf(const ChromeTraceEvent &e);
    void matchBeginEnd(const std::vector<std::uint32_t> &order);
    void addFlows();
    void addCounters();
    QString eventName(const ChromeTraceEvent &e) const { return m_builder.strings().string(e.name); }
    QString threadText(std::uint32_t thread) const;
    std::optional<TimePs> timeOf(const ChromeTraceEvent &e);

    ChromeTraceEvents &m_in;
    ProfileBuilder &m_builder;
    ChromeTraceSamples m_samples;
    std::int64_t m_originUs = 0;
    std::vector<TrackId> m_trackOf; // per thread; kNoId when it has no spans
    // Per name (a string id), the frames of its last few categories, the
    // latest first: a slice's frame is found without hashing a whole Frame
    // each time, also where a name comes under several categories (Chromium
    // logs one under "toplevel", "blink" and "v8"). Made once, as long as
    // the highest name a slice has (not grown by doubling: up to twice the
    // strings there were).
    struct FramesOfName
    {
        static constexpr std::size_t kCategories = 3;
        std::pair<StringId, FrameId> latest[kCategories] = {{StringId(kNoId), FrameId(kNoId)},
                                                            {StringId(kNoId), FrameId(kNoId)},
                                                            {StringId(kNoId), FrameId(kNoId)}};
    };
    std::vector<FramesOfName> m_frameOfName;
    std::vector<TrackId> m_samplesTrackOf; // per thread: its CPU profile's track; kNoId when it has no samples
    std::size_t m_outOfRange = 0;
    TimePs m_traceEnd = 0; // the last time of any event: where what never ended ends
    std::optional<ChromeTraceAsyncTracks> m_async;
    // For flows: the slices of the threads, and the span of each slice event
    // (only when the trace has flows).
    std::vector<ChromeTraceThreadSlice> m_threadSlices;
    std::vector<AddedSpan> m_spanOfEvent;
};

std::optional<TimePs> Assembly::timeOf(const ChromeTraceEvent &e)
{
    const std::optional<TimePs> t = e.ts.since(m_originUs);
    if (!t && m_outOfRange++ < 10)
        m_builder.warn(tr("the \"%1\" event lies more than 106 days from the trace's start; it is left out").arg(eventName(e)), e.offset);
    return t;
}

QString Assembly::threadText(std::uint32_t thread) const
{
    const ChromeTraceThread &t = m_in.threads[thread];
    return tr("pid %1, tid %2").arg(t.pid, t.tid);
}

void Assembly::matchAsync()
{
    std::vector<std::uint32_t> order;
    for (std::uint32_t i = 0; i < m_in.events.size(); ++i)
        if (isAsyncPhase(m_in.events[i].phase))
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) { return m_in.events[a].ts < m_in.events[b].ts; });
    m_async.emplace(m_in, ChromeTraceAsyncSlices::match(m_in, order));
}

TrackInfo Assembly::processTrackInfo(const QString &pid) const
{
    TrackInfo info;
    const auto p = m_in.processes.find(pid);
    const QString name = p == m_in.processes.end() ? QString() : p->second.name;
    info.group = !name.isEmpty() ? name : pid.isEmpty() ? QString() : tr("Process %1").arg(pid);
    bool numeric = false;
    info.processId = pid.toLongLong(&numeric);
    if (!numeric)
        info.processId = -1;
    return info;
}

TrackInfo Assembly::threadTrackInfo(std::uint32_t thread) const
{
    const ChromeTraceThread &t = m_in.threads[thread];
    TrackInfo info = processTrackInfo(t.pid);
    bool numeric = false;
    info.threadId = t.tid.toLongLong(&numeric);
    if (!numeric) {
        info.threadId = -1;
        info.externalId = t.tid;
    }
    bool numericPid = false;
    t.pid.toLongLong(&numericPid);
    info.name = !t.name.isEmpty() ? t.name : t.tid.isEmpty() ? tr("Thread") : numericPid || numeric ? tr("Thread %1").arg(t.tid) : t.tid;
    return info;
}

void Assembly::addTracks()
{
    std::vector<bool> sliced(m_in.threads.size(), false);
    for (const ChromeTraceEvent &e : m_in.events)
        if (isThreadPhase(e.phase))
            sliced[e.thread] = true;
    const std::vector<bool> sampled = m_samples.sampledThreads();
    std::vector<std::uint32_t> order;
    for (std::uint32_t i = 0; i < m_in.threads.size(); ++i)
        if (sliced[i] || sampled[i])
            order.push_back(i);
    // As trace viewers order them: processes by sort index, then in the
    // order they came; threads likewise within their process, and after
    // them the process's async tracks, in the order of their first slice.
    std::vector<QString> processes;
    for (const auto &[pid, process] : m_in.processes)
        processes.push_back(pid);
    std::stable_sort(processes.begin(), processes.end(), [this](const QString &a, const QString &b) {
        const ChromeTraceProcess &pa = m_in.processes.at(a), &pb = m_in.processes.at(b);
        if (pa.sortIndex != pb.sortIndex)
            return pa.sortIndex < pb.sortIndex;
        return pa.firstSeen < pb.firstSeen;
    });
    std::map<QString, std::size_t> rank;
    for (const QString &pid : processes)
        rank.emplace(pid, rank.size());
    std::vector<std::size_t> rankOfThread(m_in.threads.size());
    for (const std::uint32_t i : order)
        rankOfThread[i] = rank.at(m_in.threads[i].pid);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (rankOfThread[a] != rankOfThread[b])
            return rankOfThread[a] < rankOfThread[b];
        return m_in.threads[a].sortIndex < m_in.threads[b].sortIndex;
    });
    m_trackOf.assign(m_in.threads.size(), kNoId);
    m_samplesTrackOf.assign(m_in.threads.size(), kNoId);
    auto next = order.begin();
    for (const QString &pid : processes) {
        for (; next != order.end() && m_in.threads[*next].pid == pid; ++next) {
            const std::uint32_t i = *next;
            TrackInfo info = threadTrackInfo(i);
            if (sliced[i])
                m_trackOf[i] = m_builder.addTrack(info);
            if (!sampled[i])
                continue;
            // The thread's samples on a track of their own beside its
            // slices: the timeline draws a track's slices or its samples,
            // and the call tree would add the samples' time to the slices'.
            const QString thread = info.name;
            info.name = tr("%1 (CPU profile)").arg(thread);
            m_samplesTrackOf[i] = m_builder.addTrack(info);
            m_builder.setTrackAttribute(m_samplesTrackOf[i], m_builder.intern(k::kCpuProfileOf),
                                        AttributeValue::fromString(m_builder.intern(thread)));
        }
        if (!m_async)
            continue;
        for (const StringId name : m_async->trackNames(pid)) {
            TrackInfo info = processTrackInfo(pid);
            info.name = m_builder.strings().view(name).empty() ? tr("Async") : m_builder.strings().string(name);
            const TrackId track = m_builder.addTrack(info);
            m_builder.setTrackAttribute(track, m_builder.intern(k::kAsyncTrack), AttributeValue::fromBool(true));
            m_async->setTrack(pid, name, track);
        }
    }
}

void Assembly::reserveSpans()
{
    // Each thread track's spans and attributes counted first: its columns
    // then grow once, not by doubling (a copy and twice the page faults, in
    // the serial part of the load).
    std::vector<std::size_t> spans(m_in.threads.size(), 0), attributes(m_in.threads.size(), 0);
    for (const ChromeTraceEvent &e : m_in.events) {
        if (!isThreadPhase(e.phase))
            continue;
        spans[e.thread] += e.phase != 'E';
        attributes[e.thread] += e.argsCount + (e.phase == 'X' || e.phase == 'B' || e.phase == 'E' ? 0 : 1 + (e.scope != 0));
    }
    for (std::uint32_t thread = 0; thread < m_in.threads.size(); ++thread)
        if (m_trackOf[thread] != TrackId(kNoId) && spans[thread] > 0)
            m_builder.spanAppender(m_trackOf[thread]).reserve(spans[thread], attributes[thread]);
}

void Assembly::addSpan(std::uint32_t event, TimePs start)
{
    const ChromeTraceEvent &e = m_in.events[event];
    const FrameId frame = frameOf(e);
    const AddedSpan ref = m_builder.addSpan(m_trackOf[e.thread], start, e.phase == 'X' ? e.duration : 0, frame);
    if (!m_spanOfEvent.empty())
        m_spanOfEvent[event] = ref;
    if (e.phase == 'X' && m_in.hasFlows)
        m_threadSlices.push_back({e.thread, start, start + std::max<TimePs>(0, e.duration), ref});
    if (e.phase != 'X') {
        m_builder.setSpanAttribute(ref, m_builder.intern(k::kPhase), AttributeValue::fromString(m_builder.intern(std::string_view(&e.phase, 1))));
        if (e.scope)
            m_builder.setSpanAttribute(ref, m_builder.intern(k::kScope), AttributeValue::fromString(m_builder.intern(std::string_view(&e.scope, 1))));
    }
    for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
        m_builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
}

FrameId Assembly::frameOf(const ChromeTraceEvent &e)
{
    std::pair<StringId, FrameId> *const latest = m_frameOfName[e.name.value()].latest;
    for (std::size_t i = 0; i < FramesOfName::kCategories; ++i) {
        if (latest[i].second == FrameId(kNoId))
            break;
        if (latest[i].first == e.category)
            return latest[i].second;
    }
    // Known to the frame table or new there; the oldest category dropped.
    const FrameId frame = m_builder.addFrame(Frame{e.name, {}, {}, e.category, 0, 0, 0, 0});
    std::move_backward(latest, latest + FramesOfName::kCategories - 1, latest + FramesOfName::kCategories);
    latest[0] = {e.category, frame};
    return frame;
}

void Assembly::matchBeginEnd(const std::vector<std::uint32_t> &order)
{
    // B/E of a thread nest as a stack, in time order (the file's order for
    // equal times).
    struct Open
    {
        AddedSpan ref;
        std::uint32_t event;
        std::size_t slice; // in m_threadSlices, when the trace has flows
    };
    std::vector<std::vector<Open>> open(m_in.threads.size());
    std::size_t unmatched = 0;
    for (const std::uint32_t i : order) {
        const ChromeTraceEvent &e = m_in.events[i];
        const std::optional<TimePs> t = timeOf(e);
        if (!t)
            continue;
        const TrackId track = m_trackOf[e.thread];
        auto &stack = open[e.thread];
        if (e.phase == 'B') {
            const FrameId frame = frameOf(e);
            const AddedSpan ref = m_builder.beginSpan(track, *t, frame);
            for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
                m_builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
            if (!m_spanOfEvent.empty())
                m_spanOfEvent[i] = ref;
            if (m_in.hasFlows)
                m_threadSlices.push_back({e.thread, *t, m_traceEnd, ref}); // ends at its E, if it has one
            stack.push_back({ref, i, m_threadSlices.size() - 1});
            continue;
        }
        if (stack.empty()) {
            if (unmatched++ < 20)
                m_builder.warn(tr("the end event (E) \"%1\" on %2 has no matching begin (B); it is ignored")
                                   .arg(eventName(e), threadText(e.thread)), e.offset);
            continue;
        }
        const auto [ref, beginIndex, slice] = stack.back();
        const ChromeTraceEvent &begin = m_in.events[beginIndex];
        if (e.name != begin.name && !m_builder.strings().view(e.name).empty() && unmatched++ < 20)
            m_builder.warn(tr("the end event (E) \"%1\" on %2 closes \"%3\", the innermost open begin (B)")
                               .arg(eventName(e), threadText(e.thread), eventName(begin)), e.offset);
        stack.pop_back();
        m_builder.endSpan(track, *t);
        if (m_in.hasFlows)
            m_threadSlices[slice].end = std::max(*t, m_threadSlices[slice].start);
        // The args of E add to those of B.
        for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
            m_builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
    }
    std::size_t unclosed = 0;
    for (std::uint32_t thread = 0; thread < open.size(); ++thread)
        for (const Open &o : open[thread])
            if (unclosed++ < 20)
                m_builder.warn(tr("the begin event (B) \"%1\" on %2 has no end (E)").arg(eventName(m_in.events[o.event]), threadText(thread)),
                               m_in.events[o.event].offset);
}

void Assembly::addCounters()
{
    // A counter is one series per (pid, name, arg); a single-arg counter is
    // named as the event, one of several as "name arg".
    std::map<std::tuple<QString, StringId, StringId>, std::uint32_t> series;
    const bool severalProcesses = [this] {
        QString first;
        bool seen = false;
        for (const ChromeTraceEvent &e : m_in.events)
            if (e.phase == 'C') {
                if (seen && m_in.threads[e.thread].pid != first)
                    return true;
                first = m_in.threads[e.thread].pid;
                seen = true;
            }
        return false;
    }();
    for (const ChromeTraceEvent &e : m_in.events) {
        if (e.phase != 'C')
            continue;
        const std::optional<TimePs> t = timeOf(e);
        if (!t)
            continue;
        const QString &pid = m_in.threads[e.thread].pid;
        for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a) {
            const AttributeValue &v = m_in.args[a].value;
            double value = 0;
            if (v.kind == AttributeValue::Kind::Int)
                value = double(v.i);
            else if (v.kind == AttributeValue::Kind::Double)
                value = v.d;
            else if (v.kind == AttributeValue::Kind::String)
                value = m_builder.strings().string(v.s).toDouble();
            else
                continue;
            const auto key = std::make_tuple(pid, e.name, m_in.args[a].key);
            auto it = series.find(key);
            if (it == series.end()) {
                QString name = eventName(e);
                if (e.argsCount > 1)
                    name += QLatin1Char(' ') + m_builder.strings().string(m_in.args[a].key);
                if (severalProcesses)
                    name = tr("%1 (pid %2)").arg(name, pid);
                it = series.emplace(key, m_builder.addCounter(name, QString())).first;
            }
            m_builder.addCounterValue(it->second, *t, value);
        }
    }
}

void Assembly::addFlows()
{
    ChromeTraceFlows::link(m_in, std::move(m_threadSlices), m_spanOfEvent, m_originUs, m_builder);
    std::vector<ChromeTraceThreadSlice>().swap(m_threadSlices);
    std::vector<AddedSpan>().swap(m_spanOfEvent);
}

void Assembly::run()
{
    m_samples.prepare();
    bool any = false;
    ChromeTraceTime origin;
    std::uint32_t names = 0; // past the highest name of a slice
    for (const ChromeTraceEvent &e : m_in.events) {
        if (!any || e.ts < origin) {
            origin = e.ts;
            any = true;
        }
        if (isThreadPhase(e.phase))
            names = std::max(names, e.name.value() + 1);
    }
    m_frameOfName.assign(names, FramesOfName());
    m_originUs = origin.us;
    if (const std::optional<std::int64_t> samples = m_samples.earliestUs(); samples && (!any || *samples < m_originUs))
        m_originUs = *samples;
    m_builder.setMetadata(k::kOriginUs, AttributeValue::fromInt(m_originUs));
    m_builder.setMetadata(k::kEvents, AttributeValue::fromUInt(m_in.events.size()));
    if (m_in.hasAsync || m_in.hasFlows) {
        // Where slices never ended end: the last time of the trace.
        for (const ChromeTraceEvent &e : m_in.events)
            if (const std::optional<TimePs> t = e.ts.since(m_originUs))
                m_traceEnd = std::max(m_traceEnd, *t + (e.phase == 'X' ? std::max<TimePs>(0, e.duration) : 0));
    }
    if (m_in.hasAsync)
        matchAsync();
    addTracks();
    reserveSpans();
    if (!m_in.bindings.empty())
        m_spanOfEvent.assign(m_in.events.size(), AddedSpan{});

    std::vector<std::uint32_t> beginEnd;
    for (std::uint32_t i = 0; i < m_in.events.size(); ++i) {
        const ChromeTraceEvent &e = m_in.events[i];
        if (e.phase == 'B' || e.phase == 'E') {
            beginEnd.push_back(i);
        } else if (isThreadPhase(e.phase)) {
            if (const std::optional<TimePs> t = timeOf(e))
                addSpan(i, *t);
        }
    }
    std::stable_sort(beginEnd.begin(), beginEnd.end(), [this](std::uint32_t a, std::uint32_t b) {
        return m_in.events[a].ts < m_in.events[b].ts;
    });
    matchBeginEnd(beginEnd);
    if (m_async) {
        m_async->addSpans(m_builder, [this](const ChromeTraceEvent &e) { return timeOf(e); }, m_traceEnd, m_spanOfEvent);
        m_async->warn(m_builder);
    }
    addCounters();
    if (m_in.hasFlows)
        addFlows();
    m_samples.addTo(m_samplesTrackOf, m_originUs);

    if (!m_in.ignoredPhases.empty()) {
        std::map<QString, std::size_t> groups;
        std::size_t total = 0;
        for (const auto &[phase, count] : m_in.ignoredPhases) {
            groups[phaseGroup(phase)] += count;
            total += count;
        }
        QStringList parts;
        for (const auto &[group, count] : groups)
            parts << QStringLiteral("%1 %2").arg(count).arg(group);
        m_builder.warn(tr("%n event(s) of phases this viewer does not show were skipped: %1", nullptr, int(std::min<std::size_t>(total, INT_MAX)))
                           .arg(parts.join(QStringLiteral(", "))));
        m_builder.setMetadata("skipped_events", AttributeValue::fromUInt(total));
    }
    if (m_in.notEvents)
        m_builder.warn(tr("%n element(s) of traceEvents are not event objects; they were skipped", nullptr, int(std::min<std::size_t>(m_in.notEvents, INT_MAX))));
}

} // namespace

void ChromeTraceAssembler::assemble(ChromeTraceEvents &events, ProfileBuilder &builder, const ReadContext &context,
                                    QByteArrayView input, qint64 padding)
{
    Assembly(events, builder, context, input, padding).run();
}

} // namespace hg
