#include "ChromeTraceAssembler.h"

#include "ChromeTraceKeys.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <climits>
#include <map>
#include <tuple>
#include <numeric>

namespace hg {

namespace k = chrometrace::key;

namespace {

QString phaseGroup(char phase)
{
    switch (phase) {
    case 'b': case 'e': case 'n': case 'S': case 'T': case 'p': case 'F': return QStringLiteral("async (b/e/n)");
    case 's': case 't': case 'f': return QStringLiteral("flow (s/t/f)");
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
    Assembly(ChromeTraceEvents &events, ProfileBuilder &builder) : m_in(events), m_builder(builder) {}
    void run();

private:
    void addTracks();
    void addSpan(const ChromeTraceEvent &e, TimePs start);
    void matchBeginEnd(const std::vector<std::uint32_t> &order);
    void addCounters();
    QString eventName(const ChromeTraceEvent &e) const { return m_builder.strings().string(e.name); }
    QString threadText(std::uint32_t thread) const;
    std::optional<TimePs> timeOf(const ChromeTraceEvent &e);

    ChromeTraceEvents &m_in;
    ProfileBuilder &m_builder;
    std::int64_t m_originUs = 0;
    std::vector<TrackId> m_trackOf; // per thread; kNoId when it has no spans
    std::size_t m_outOfRange = 0;
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

void Assembly::addTracks()
{
    std::vector<bool> used(m_in.threads.size(), false);
    for (const ChromeTraceEvent &e : m_in.events)
        if (e.phase != 'C')
            used[e.thread] = true;
    std::vector<std::uint32_t> order;
    for (std::uint32_t i = 0; i < used.size(); ++i)
        if (used[i])
            order.push_back(i);
    // As trace viewers order them: processes by sort index, then in the
    // order they came; threads likewise within their process.
    auto processOf = [this](std::uint32_t t) -> const ChromeTraceProcess & { return m_in.processes[m_in.threads[t].pid]; };
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const ChromeTraceProcess &pa = processOf(a), &pb = processOf(b);
        if (pa.sortIndex != pb.sortIndex)
            return pa.sortIndex < pb.sortIndex;
        if (pa.firstSeen != pb.firstSeen)
            return pa.firstSeen < pb.firstSeen;
        return m_in.threads[a].sortIndex < m_in.threads[b].sortIndex;
    });
    m_trackOf.assign(m_in.threads.size(), kNoId);
    for (const std::uint32_t i : order) {
        const ChromeTraceThread &t = m_in.threads[i];
        const ChromeTraceProcess &p = processOf(i);
        TrackInfo info;
        bool numeric = false;
        info.threadId = t.tid.toLongLong(&numeric);
        if (!numeric) {
            info.threadId = -1;
            info.externalId = t.tid;
        }
        info.processId = t.pid.toLongLong(&numeric);
        if (!numeric)
            info.processId = -1;
        info.name = !t.name.isEmpty() ? t.name : t.tid.isEmpty() ? tr("Thread") : numeric || info.threadId >= 0 ? tr("Thread %1").arg(t.tid) : t.tid;
        info.group = !p.name.isEmpty() ? p.name : t.pid.isEmpty() ? QString() : tr("Process %1").arg(t.pid);
        m_trackOf[i] = m_builder.addTrack(info);
    }
}

void Assembly::addSpan(const ChromeTraceEvent &e, TimePs start)
{
    const FrameId frame = m_builder.addFrame(Frame{e.name, {}, {}, e.category, 0, 0, 0, 0});
    const AddedSpan ref = m_builder.addSpan(m_trackOf[e.thread], start, e.phase == 'X' ? e.duration : 0, frame);
    if (e.phase != 'X') {
        m_builder.setSpanAttribute(ref, m_builder.intern(k::kPhase), AttributeValue::fromString(m_builder.intern(std::string_view(&e.phase, 1))));
        if (e.scope)
            m_builder.setSpanAttribute(ref, m_builder.intern(k::kScope), AttributeValue::fromString(m_builder.intern(std::string_view(&e.scope, 1))));
    }
    for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
        m_builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
}

void Assembly::matchBeginEnd(const std::vector<std::uint32_t> &order)
{
    // B/E of a thread nest as a stack, in time order (the file's order for
    // equal times).
    std::vector<std::vector<std::pair<AddedSpan, std::uint32_t>>> open(m_in.threads.size());
    std::size_t unmatched = 0;
    for (const std::uint32_t i : order) {
        const ChromeTraceEvent &e = m_in.events[i];
        const std::optional<TimePs> t = timeOf(e);
        if (!t)
            continue;
        const TrackId track = m_trackOf[e.thread];
        auto &stack = open[e.thread];
        if (e.phase == 'B') {
            const FrameId frame = m_builder.addFrame(Frame{e.name, {}, {}, e.category, 0, 0, 0, 0});
            const AddedSpan ref = m_builder.beginSpan(track, *t, frame);
            for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
                m_builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
            stack.push_back({ref, i});
            continue;
        }
        if (stack.empty()) {
            if (unmatched++ < 20)
                m_builder.warn(tr("the end event (E) \"%1\" on %2 has no matching begin (B); it is ignored")
                                   .arg(eventName(e), threadText(e.thread)), e.offset);
            continue;
        }
        const auto [ref, beginIndex] = stack.back();
        const ChromeTraceEvent &begin = m_in.events[beginIndex];
        if (e.name != begin.name && !m_builder.strings().view(e.name).empty() && unmatched++ < 20)
            m_builder.warn(tr("the end event (E) \"%1\" on %2 closes \"%3\", the innermost open begin (B)")
                               .arg(eventName(e), threadText(e.thread), eventName(begin)), e.offset);
        stack.pop_back();
        m_builder.endSpan(track, *t);
        // The args of E add to those of B.
        for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
            m_builder.setSpanAttribute(ref, m_in.args[a].key, m_in.args[a].value);
    }
    std::size_t unclosed = 0;
    for (std::uint32_t thread = 0; thread < open.size(); ++thread)
        for (const auto &[ref, index] : open[thread])
            if (unclosed++ < 20)
                m_builder.warn(tr("the begin event (B) \"%1\" on %2 has no end (E)").arg(eventName(m_in.events[index]), threadText(thread)),
                               m_in.events[index].offset);
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

void Assembly::run()
{
    bool any = false;
    ChromeTraceTime origin;
    for (const ChromeTraceEvent &e : m_in.events)
        if (!any || e.ts < origin) {
            origin = e.ts;
            any = true;
        }
    m_originUs = origin.us;
    m_builder.setMetadata(k::kOriginUs, AttributeValue::fromInt(m_originUs));
    m_builder.setMetadata(k::kEvents, AttributeValue::fromUInt(m_in.events.size()));
    addTracks();

    std::vector<std::uint32_t> beginEnd;
    for (std::uint32_t i = 0; i < m_in.events.size(); ++i) {
        const ChromeTraceEvent &e = m_in.events[i];
        if (e.phase == 'B' || e.phase == 'E') {
            beginEnd.push_back(i);
        } else if (e.phase != 'C') {
            if (const std::optional<TimePs> t = timeOf(e))
                addSpan(e, *t);
        }
    }
    std::stable_sort(beginEnd.begin(), beginEnd.end(), [this](std::uint32_t a, std::uint32_t b) {
        return m_in.events[a].ts < m_in.events[b].ts;
    });
    matchBeginEnd(beginEnd);
    addCounters();

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

void ChromeTraceAssembler::assemble(ChromeTraceEvents &events, ProfileBuilder &builder)
{
    Assembly(events, builder).run();
}

} // namespace hg
