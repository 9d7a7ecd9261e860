#include "ChromeTraceWriter.h"

#include "ChromeTraceFormat.h"
#include "ChromeTraceKeys.h"
#include "ChromeTraceTime.h"
#include "analysis/SampleSpans.h"
#include "formats/AttributeJson.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"
#include "model/SpanNester.h"

#include <QHash>
#include <algorithm>
#include <numeric>
#include <set>

namespace hg {

namespace k = chrometrace::key;

namespace {

bool writesSomething(const Track &t)
{
    return !t.spans.empty() || !t.nodes.empty() || (!t.samples.empty() && t.samples.timed());
}

// Aggregated nodes as spans: each root after the previous one, each child
// after its earlier siblings, from its parent's start. A node lasts at least
// as long as its children (a group record may have no time of its own), as
// the call tree counts it.
SpanTrack layOut(const AggregateTree &nodes)
{
    std::vector<TimePs> length(nodes.size()), childLength(nodes.size(), 0);
    for (std::uint32_t i = nodes.size(); i-- > 0;) { // children come after their parents
        length[i] = std::max(std::max<TimePs>(0, nodes.total(i)), childLength[i]);
        if (nodes.parent(i) != kNoId)
            childLength[nodes.parent(i)] += length[i];
    }
    SpanNester nester;
    std::vector<TimePs> next(nodes.size());
    TimePs rootCursor = 0;
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        const std::uint32_t parent = nodes.parent(i);
        TimePs &cursor = parent == kNoId ? rootCursor : next[parent];
        next[i] = cursor;
        nester.add(cursor, length[i], nodes.frame(i));
        cursor += length[i];
    }
    return nester.nest().track;
}

class TraceEncoder
{
public:
    TraceEncoder(const Profile &profile, const ReadContext &context) : m_profile(profile), m_context(context)
    {
        if (profile.formatId() == ChromeTraceFormat::id)
            if (const auto origin = profile.metadata().findNamed(0, profile.strings(), k::kOriginUs); origin && origin->kind == AttributeValue::Kind::Int)
                m_originUs = origin->i;
        m_phaseKey = profile.strings().find(k::kPhase);
        m_scopeKey = profile.strings().find(k::kScope);
    }

    QByteArray encode();

private:
    void assignIds();
    void common(std::string_view phase, std::string_view name, std::int64_t pid, std::int64_t tid);
    void time(std::string_view key, TimePs ps)
    {
        const QByteArray text = ChromeTraceTime::text(key == "ts" ? m_originUs : 0, ps);
        m_json.key(key).raw(std::string_view(text.constData(), std::size_t(text.size())));
    }
    void metadataEvent(std::string_view name, std::int64_t pid, std::int64_t tid, std::string_view argKey, const QString *text, std::int64_t number);
    void spans(const SpanTrack &spans, const AttributeTable *attributes, std::int64_t pid, std::int64_t tid);
    void counters(std::int64_t pid);
    void otherData();

    const Profile &m_profile;
    const ReadContext &m_context;
    JsonWriter m_json;
    std::int64_t m_originUs = 0;
    StringId m_phaseKey = kNoId, m_scopeKey = kNoId;
    std::vector<std::int64_t> m_pid, m_tid; // per track
};

void TraceEncoder::assignIds()
{
    // A pid per group (the group's process id when the tracks know it), a
    // tid per track (its thread id unless another track of the process
    // has it already).
    QHash<QString, std::int64_t> pidOfGroup;
    std::set<std::int64_t> usedPids;
    std::map<std::int64_t, std::set<std::int64_t>> usedTids;
    const std::vector<Track> &tracks = m_profile.tracks();
    m_pid.assign(tracks.size(), 0);
    m_tid.assign(tracks.size(), 0);
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const TrackInfo &info = tracks[i].info;
        auto it = pidOfGroup.find(info.group);
        if (it == pidOfGroup.end()) {
            std::int64_t pid = info.processId >= 0 && !usedPids.count(info.processId) ? info.processId : 1;
            while (usedPids.count(pid))
                ++pid;
            usedPids.insert(pid);
            it = pidOfGroup.insert(info.group, pid);
        }
        m_pid[i] = *it;
        std::set<std::int64_t> &tids = usedTids[*it];
        std::int64_t tid = info.threadId >= 0 ? info.threadId : std::int64_t(i) + 1;
        while (tids.count(tid))
            ++tid;
        tids.insert(tid);
        m_tid[i] = tid;
    }
}

void TraceEncoder::common(std::string_view phase, std::string_view name, std::int64_t pid, std::int64_t tid)
{
    m_json.beginObject();
    m_json.key("ph").value(phase);
    m_json.key("name").value(name);
    m_json.key("pid").value(pid);
    m_json.key("tid").value(tid);
}

void TraceEncoder::metadataEvent(std::string_view name, std::int64_t pid, std::int64_t tid, std::string_view argKey,
                                 const QString *text, std::int64_t number)
{
    common("M", name, pid, tid);
    m_json.key("ts").value(0);
    m_json.key("args").beginObject();
    m_json.key(argKey);
    if (text)
        m_json.value(*text);
    else
        m_json.value(number);
    m_json.endObject();
    m_json.endObject();
}

void TraceEncoder::spans(const SpanTrack &spans, const AttributeTable *attributes, std::int64_t pid, std::int64_t tid)
{
    // Time order; at equal starts the longer (outer) event first, as
    // importers nest complete events in the order they come.
    std::vector<std::uint32_t> order(spans.size());
    std::iota(order.begin(), order.end(), 0u);
    std::vector<std::uint32_t> depth(spans.size(), 0);
    for (std::uint32_t d = 0; d < spans.rowCount(); ++d)
        for (std::uint32_t i = spans.row(d).first; i < spans.row(d).last; ++i)
            depth[i] = d;
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (spans.start(a) != spans.start(b))
            return spans.start(a) < spans.start(b);
        if (spans.duration(a) != spans.duration(b))
            return spans.duration(a) > spans.duration(b);
        return depth[a] < depth[b];
    });
    const StringPool &strings = m_profile.strings();
    std::size_t n = 0;
    for (const std::uint32_t i : order) {
        if ((++n & 0xFFFF) == 0)
            m_context.checkCancelled();
        const Frame &frame = m_profile.frames()[spans.frame(i)];
        std::optional<std::string_view> instant, scope;
        if (attributes && m_phaseKey != kNoId && spans.duration(i) == 0)
            if (const auto phase = attributes->find(i, m_phaseKey); phase && phase->kind == AttributeValue::Kind::String)
                instant = strings.view(phase->s);
        if (instant && m_scopeKey != kNoId)
            if (const auto s = attributes->find(i, m_scopeKey); s && s->kind == AttributeValue::Kind::String)
                scope = strings.view(s->s);
        common(instant ? *instant : std::string_view("X"), strings.view(frame.name), pid, tid);
        if (frame.category)
            m_json.key("cat").value(strings.view(frame.category));
        time("ts", spans.start(i));
        if (instant) {
            if (scope)
                m_json.key("s").value(*scope);
        } else {
            time("dur", spans.duration(i));
        }
        bool argsOpen = false;
        if (attributes) {
            for (const AttributeTable::Entry &e : attributes->of(i)) {
                if (e.key == m_phaseKey || e.key == m_scopeKey)
                    continue;
                if (!argsOpen)
                    m_json.key("args").beginObject();
                argsOpen = true;
                m_json.key(strings.view(e.key));
                writeAttributeValue(m_json, strings, e.value);
            }
        }
        if (argsOpen)
            m_json.endObject();
        m_json.endObject();
    }
}

void TraceEncoder::counters(std::int64_t pid)
{
    for (const CounterSeries &c : m_profile.counters()) {
        const QByteArray name = c.name.toUtf8();
        for (std::size_t i = 0; i < c.size(); ++i) {
            common("C", std::string_view(name.constData(), std::size_t(name.size())), pid, 0);
            time("ts", c.times[i]);
            m_json.key("args").beginObject();
            m_json.key("value").value(c.values[i]);
            m_json.endObject();
            m_json.endObject();
        }
    }
}

void TraceEncoder::otherData()
{
    const AttributeTable &metadata = m_profile.metadata();
    if (metadata.of(0).empty())
        return;
    m_json.key("otherData").beginObject();
    std::set<StringId> written;
    for (const AttributeTable::Entry &e : metadata.of(0)) {
        const std::string_view key = m_profile.strings().view(e.key);
        if (key == k::kOriginUs || key == k::kDisplayTimeUnit || key == k::kEvents || !written.insert(e.key).second)
            continue;
        m_json.key(key);
        writeAttributeValue(m_json, m_profile.strings(), e.value);
    }
    m_json.endObject();
}

QByteArray TraceEncoder::encode()
{
    assignIds();
    const std::vector<Track> &tracks = m_profile.tracks();
    m_json.beginObject();
    m_json.key("traceEvents").beginArray();
    std::set<std::int64_t> namedPids;
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        if (!writesSomething(t))
            continue;
        if (namedPids.insert(m_pid[i]).second && !t.info.group.isEmpty())
            metadataEvent("process_name", m_pid[i], 0, "name", &t.info.group, 0);
        metadataEvent("thread_name", m_pid[i], m_tid[i], "name", &t.info.name, 0);
        metadataEvent("thread_sort_index", m_pid[i], m_tid[i], "sort_index", nullptr, std::int64_t(i));
    }
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        spans(t.spans, &t.spanAttributes, m_pid[i], m_tid[i]);
        if (!t.samples.empty() && t.samples.timed())
            spans(SampleSpans::build(m_profile, t.samples), nullptr, m_pid[i], m_tid[i]);
        if (!t.nodes.empty())
            spans(layOut(t.nodes), nullptr, m_pid[i], m_tid[i]);
        m_context.checkCancelled();
    }
    counters(m_pid.empty() ? 1 : m_pid.front());
    m_json.endArray();
    const QString unit = m_profile.metadataString(k::kDisplayTimeUnit);
    m_json.key(k::kDisplayTimeUnit).value(unit == QLatin1String("ns") ? unit : QStringLiteral("ms"));
    otherData();
    m_json.endObject();
    return m_json.take();
}

} // namespace

QString ChromeTraceWriter::cannotWriteReason(const Profile &profile)
{
    for (const Track &t : profile.tracks())
        if (writesSomething(t))
            return {};
    if (!profile.counters().empty())
        return {};
    return tr("Chrome trace events need times, and this profile has only sample counts without times (or nothing)");
}

QByteArray ChromeTraceWriter::write(const Profile &profile, const ReadContext &context)
{
    return TraceEncoder(profile, context).encode();
}

} // namespace hg
