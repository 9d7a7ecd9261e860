#include "ChromeTraceWriter.h"

#include "ChromeTraceChains.h"
#include "ChromeTraceFlowPlacement.h"
#include "ChromeTraceFormat.h"
#include "ChromeTraceKeys.h"
#include "ChromeTraceTime.h"
#include "analysis/SampleSpans.h"
#include "formats/AttributeJson.h"
#include "formats/JsonWriter.h"
#include "formats/v8cpuprofile/V8ProfileEncoder.h"
#include "io/ReadContext.h"
#include "model/Profile.h"
#include "model/SpanNester.h"

#include <QHash>
#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>

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
        m_asyncKey = profile.strings().find(k::kAsyncTrack);
        m_cpuProfileOfKey = profile.strings().find(k::kCpuProfileOf);
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
    bool isAsync(const Track &track) const;
    // The thread name a CPU profile track of the Chrome reader keeps;
    // nullopt for other tracks.
    std::optional<QString> cpuProfileOf(const Track &track) const;
    void findProfiledThreads();
    void planTracks();
    void allocateLaneTids();
    // A track's spans as X and instant events; `track` and `chains` only for
    // a track's own spans (lanes on threads of their own, flow bindings).
    void spans(const SpanTrack &spans, const AttributeTable *attributes, std::int64_t pid, std::int64_t tid,
               TrackId track = kNoId, const ChromeTraceChains *chains = nullptr);
    // An async track's spans as nestable async events, an id per chain.
    void asyncSpans(TrackId track);
    void asyncEvent(std::string_view phase, TrackId track, std::uint32_t span, std::uint64_t id, bool withArgs);
    void args(const AttributeTable *attributes, std::uint32_t span);
    void binding(SpanRef span);
    void flowEvents();
    void counters(std::int64_t pid);
    // A track's samples as a V8 CPU profile: a Profile event and
    // ProfileChunk events, as Chrome writes them.
    void v8Profile(const SampleTrack &samples, std::int64_t pid, std::int64_t tid);
    void otherData();

    const Profile &m_profile;
    const ReadContext &m_context;
    JsonWriter m_json;
    std::int64_t m_originUs = 0;
    StringId m_phaseKey = kNoId, m_scopeKey = kNoId, m_asyncKey = kNoId, m_cpuProfileOfKey = kNoId;
    std::vector<std::int64_t> m_pid, m_tid; // per track
    // Per track of samples alone: the thread track (with slices, of the same
    // process and thread) they were sampled on; kNoId for the others.
    std::vector<TrackId> m_profiledThread;
    // Per thread track with spans: its chains, and the tid of each lane
    // (the track's own first).
    std::vector<std::unique_ptr<ChromeTraceChains>> m_chains;
    std::vector<std::vector<std::int64_t>> m_laneTids;
    std::map<std::int64_t, std::set<std::int64_t>> m_usedTids; // per pid
    std::unique_ptr<ChromeTraceFlowPlacement> m_flows;
    std::uint64_t m_nextAsyncId = 1;
    std::uint64_t m_nextProfileId = 1;
};

bool TraceEncoder::isAsync(const Track &track) const
{
    if (m_asyncKey == kNoId)
        return false;
    const std::optional<AttributeValue> v = track.attributes.find(0, m_asyncKey);
    return v && v->kind == AttributeValue::Kind::Bool && v->b;
}

std::optional<QString> TraceEncoder::cpuProfileOf(const Track &track) const
{
    if (m_cpuProfileOfKey == kNoId)
        return std::nullopt;
    const std::optional<AttributeValue> v = track.attributes.find(0, m_cpuProfileOfKey);
    if (!v || v->kind != AttributeValue::Kind::String)
        return std::nullopt;
    return m_profile.strings().string(v->s);
}

void TraceEncoder::findProfiledThreads()
{
    // A thread is known by its process (group and id) and its thread id
    // (or the id as the file gave it); a track without one is no thread's.
    using ThreadKey = std::tuple<QString, qint64, qint64, QString>;
    const auto keyOf = [](const TrackInfo &info) {
        return ThreadKey(info.group, std::max<qint64>(info.processId, -1), std::max<qint64>(info.threadId, -1), info.externalId);
    };
    const auto isThread = [](const TrackInfo &info) { return info.threadId >= 0 || !info.externalId.isEmpty(); };
    const std::vector<Track> &tracks = m_profile.tracks();
    std::map<ThreadKey, TrackId> sliceTrackOf;
    for (std::uint32_t i = 0; i < tracks.size(); ++i)
        if (!tracks[i].spans.empty() && !isAsync(tracks[i]) && isThread(tracks[i].info))
            sliceTrackOf.try_emplace(keyOf(tracks[i].info), TrackId(i));
    m_profiledThread.assign(tracks.size(), kNoId);
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        if (t.samples.empty() || !t.samples.timed() || !t.spans.empty() || !t.nodes.empty() || !isThread(t.info))
            continue;
        if (const auto it = sliceTrackOf.find(keyOf(t.info)); it != sliceTrackOf.end())
            m_profiledThread[i] = it->second;
    }
}

void TraceEncoder::planTracks()
{
    const std::vector<Track> &tracks = m_profile.tracks();
    m_chains.resize(tracks.size());
    m_laneTids.resize(tracks.size());
    for (std::size_t i = 0; i < tracks.size(); ++i)
        if (!tracks[i].spans.empty() && !isAsync(tracks[i]))
            m_chains[i] = std::make_unique<ChromeTraceChains>(tracks[i].spans, ChromeTraceChains::Busy::OwnEnd);
    allocateLaneTids();
    if (!m_profile.flows().empty())
        m_flows = std::make_unique<ChromeTraceFlowPlacement>(
            m_profile, [this](TrackId t) { return m_chains[t].get(); });
}

void TraceEncoder::allocateLaneTids()
{
    // Concurrent spans of a thread track go on threads of their own, one per
    // lane, numbered after every track's own tid.
    for (std::size_t i = 0; i < m_chains.size(); ++i) {
        m_laneTids[i] = {m_tid[i]};
        if (!m_chains[i])
            continue;
        std::set<std::int64_t> &tids = m_usedTids[m_pid[i]];
        std::int64_t tid = m_tid[i];
        for (std::uint32_t lane = 1; lane < m_chains[i]->laneCount(); ++lane) {
            while (tids.count(tid))
                ++tid;
            tids.insert(tid);
            m_laneTids[i].push_back(tid);
        }
    }
}

void TraceEncoder::assignIds()
{
    // A pid per group and process id (processes of one name, such as
    // Chrome's renderers, stay apart; the process id is the pid when it is
    // free), a tid per track (its thread id unless another track of the
    // process has it already).
    QHash<QPair<QString, qint64>, std::int64_t> pidOfGroup;
    std::set<std::int64_t> usedPids;
    std::map<std::int64_t, std::set<std::int64_t>> &usedTids = m_usedTids;
    // The samples of a thread track's thread take its pid and tid.
    const std::vector<Track> &tracks = m_profile.tracks();
    m_pid.assign(tracks.size(), 0);
    m_tid.assign(tracks.size(), 0);
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        if (m_profiledThread[i] != kNoId)
            continue;
        const TrackInfo &info = tracks[i].info;
        const QPair<QString, qint64> process(info.group, std::max<qint64>(info.processId, -1));
        auto it = pidOfGroup.find(process);
        if (it == pidOfGroup.end()) {
            std::int64_t pid = info.processId >= 0 && !usedPids.count(info.processId) ? info.processId : 1;
            while (usedPids.count(pid))
                ++pid;
            usedPids.insert(pid);
            it = pidOfGroup.insert(process, pid);
        }
        m_pid[i] = *it;
        std::set<std::int64_t> &tids = usedTids[*it];
        std::int64_t tid = info.threadId >= 0 ? info.threadId : std::int64_t(i) + 1;
        while (tids.count(tid))
            ++tid;
        tids.insert(tid);
        m_tid[i] = tid;
    }
    for (std::size_t i = 0; i < tracks.size(); ++i)
        if (const TrackId thread = m_profiledThread[i]; thread != kNoId) {
            m_pid[i] = m_pid[thread];
            m_tid[i] = m_tid[thread];
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

void TraceEncoder::spans(const SpanTrack &spans, const AttributeTable *attributes, std::int64_t pid, std::int64_t tid,
                         TrackId track, const ChromeTraceChains *chains)
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
        common(instant ? *instant : std::string_view("X"), strings.view(frame.name), pid,
               chains ? m_laneTids[track][chains->laneOf(i)] : tid);
        if (frame.category)
            m_json.key("cat").value(strings.view(frame.category));
        time("ts", spans.start(i));
        if (instant) {
            if (scope)
                m_json.key("s").value(*scope);
        } else {
            time("dur", spans.duration(i));
        }
        if (track != kNoId)
            binding({track, SpanIndex(i)});
        args(attributes, i);
        m_json.endObject();
    }
}

void TraceEncoder::args(const AttributeTable *attributes, std::uint32_t span)
{
    if (!attributes)
        return;
    bool argsOpen = false;
    for (const AttributeTable::Entry &e : attributes->of(span)) {
        if (e.key == m_phaseKey || e.key == m_scopeKey)
            continue;
        if (!argsOpen)
            m_json.key("args").beginObject();
        argsOpen = true;
        m_json.key(m_profile.strings().view(e.key));
        writeAttributeValue(m_json, m_profile.strings(), e.value);
    }
    if (argsOpen)
        m_json.endObject();
}

// A flow that starts or ends on the span's own event (bind_id).
void TraceEncoder::binding(SpanRef span)
{
    const ChromeTraceFlowPlacement::Binding *b = m_flows ? m_flows->bindingOf(span) : nullptr;
    if (!b)
        return;
    m_json.key("bind_id").value(QStringLiteral("0x%1").arg(b->flow + 1, 0, 16));
    m_json.key(b->out ? "flow_out" : "flow_in").value(true);
}

void TraceEncoder::asyncEvent(std::string_view phase, TrackId track, std::uint32_t span, std::uint64_t id, bool withArgs)
{
    const Track &t = m_profile.tracks()[track];
    const Frame &frame = m_profile.frames()[t.spans.frame(span)];
    common(phase, m_profile.strings().view(frame.name), m_pid[track], 0);
    if (frame.category)
        m_json.key("cat").value(m_profile.strings().view(frame.category));
    m_json.key("id2").beginObject();
    m_json.key("local").value(QStringLiteral("0x%1").arg(id, 0, 16));
    m_json.endObject();
    time("ts", phase == "e" ? t.spans.end(span) : t.spans.start(span));
    if (withArgs) {
        binding({track, SpanIndex(span)});
        args(&t.spanAttributes, span);
    }
    m_json.endObject();
}

void TraceEncoder::asyncSpans(TrackId track)
{
    // Each chain an id of its own: a span and its descendants of the same
    // chain nest as b/e pairs in the order the reader matches them.
    const SpanTrack &spans = m_profile.tracks()[track].spans;
    const AttributeTable &attributes = m_profile.tracks()[track].spanAttributes;
    const ChromeTraceChains chains(spans, ChromeTraceChains::Busy::SubtreeEnd);
    std::vector<std::uint64_t> idOfChain(spans.size(), 0);
    const auto idOf = [&](std::uint32_t span) {
        std::uint64_t &id = idOfChain[chains.chainOf(span)];
        if (!id)
            id = m_nextAsyncId++;
        return id;
    };
    const auto isInstant = [&](std::uint32_t span) {
        if (spans.duration(span) != 0 || m_phaseKey == kNoId || !chains.children(span).empty())
            return false;
        const std::optional<AttributeValue> ph = attributes.find(span, m_phaseKey);
        return ph && ph->kind == AttributeValue::Kind::String;
    };
    struct Visit
    {
        std::uint32_t span;
        std::size_t next; // the next child to visit
    };
    std::vector<Visit> stack; // iterative: async nesting may be deep
    std::size_t n = 0;
    for (const std::uint32_t root : chains.roots()) {
        stack.push_back({root, 0});
        while (!stack.empty()) {
            Visit &v = stack.back();
            if (v.next == 0) {
                if ((++n & 0xFFFF) == 0)
                    m_context.checkCancelled();
                asyncEvent(isInstant(v.span) ? "n" : "b", track, v.span, idOf(v.span), true);
            }
            const std::span<const std::uint32_t> children = chains.children(v.span);
            if (v.next < children.size()) {
                const std::uint32_t child = children[v.next++];
                stack.push_back({child, 0});
                continue;
            }
            if (!isInstant(v.span))
                asyncEvent("e", track, v.span, idOf(v.span), false);
            stack.pop_back();
        }
    }
}

void TraceEncoder::flowEvents()
{
    if (!m_flows)
        return;
    const StringPool &strings = m_profile.strings();
    for (const ChromeTraceFlowPlacement::Events &e : m_flows->events()) {
        const Flow &flow = m_profile.flows()[e.flow];
        for (const bool start : {true, false}) {
            const SpanRef end = start ? flow.from : flow.to;
            const std::int64_t tid = m_laneTids[end.track][m_chains[end.track]->laneOf(end.span)];
            common(start ? "s" : "f", strings.view(flow.name), m_pid[end.track], tid);
            if (flow.category)
                m_json.key("cat").value(strings.view(flow.category));
            m_json.key("id").value(std::uint64_t(e.flow) + 1);
            time("ts", start ? e.from : e.to);
            if (!start)
                m_json.key("bp").value("e");
            m_json.endObject();
        }
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

void TraceEncoder::v8Profile(const SampleTrack &samples, std::int64_t pid, std::int64_t tid)
{
    constexpr std::uint32_t kChunk = 100; // samples a chunk, about as many as Chrome's
    const V8ProfileEncoder encoder(m_profile, samples);
    char id[24];
    const int idLength = std::snprintf(id, sizeof id, "0x%llx", static_cast<unsigned long long>(m_nextProfileId++));
    const std::string_view idText(id, std::size_t(idLength));
    // The profile starts at the trace's time zero: read back, zero stays
    // where it was (a profile's start may be the trace's earliest time).
    const TimePs start = 0;
    auto begin = [&](std::string_view name, TimePs at) {
        common("P", name, pid, tid);
        m_json.key("cat").value("disabled-by-default-v8.cpu_profiler");
        m_json.key("id").value(idText);
        time("ts", at);
        m_json.key("args").beginObject();
        m_json.key("data").beginObject();
    };
    auto end = [&] {
        m_json.endObject();
        m_json.endObject();
        m_json.endObject();
    };
    begin("Profile", start);
    m_json.key("startTime");
    V8ProfileEncoder::writeUs(m_json, m_originUs * kPsPerUs + start);
    end();
    // The nodes with the first chunk; each chunk's deltas run on from the
    // chunk before.
    TimePs before = start;
    for (std::uint32_t first = 0; first < samples.size(); first += kChunk) {
        const std::uint32_t last = std::min(samples.size(), first + kChunk);
        begin("ProfileChunk", samples.time(last - 1));
        m_json.key("cpuProfile").beginObject();
        if (first == 0) {
            m_json.key("nodes").beginArray();
            encoder.writeNodes(m_json, 0, encoder.nodeCount(), true, false, true);
            m_json.endArray();
        }
        m_json.key("samples").beginArray();
        encoder.writeSamples(m_json, first, last);
        m_json.endArray();
        m_json.endObject();
        m_json.key("timeDeltas").beginArray();
        encoder.writeDeltas(m_json, first, last, before);
        m_json.endArray();
        end();
        before = samples.time(last - 1);
        if ((first / kChunk & 0xFF) == 0xFF)
            m_context.checkCancelled();
    }
}

void TraceEncoder::otherData()
{
    const AttributeTable &metadata = m_profile.metadata();
    const std::size_t flowsLeftOut = m_flows ? m_flows->dropped() : 0;
    if (metadata.of(0).empty() && !flowsLeftOut)
        return;
    m_json.key("otherData").beginObject();
    if (flowsLeftOut) // flows neither flow events nor bindings could carry (see ChromeTraceFlowPlacement)
        m_json.key(k::kFlowsNotWritten).value(std::uint64_t(flowsLeftOut));
    std::set<StringId> written;
    for (const AttributeTable::Entry &e : metadata.of(0)) {
        const std::string_view key = m_profile.strings().view(e.key);
        if (key == k::kOriginUs || key == k::kDisplayTimeUnit || key == k::kEvents || key == k::kFlowsNotWritten
            || !written.insert(e.key).second)
            continue;
        m_json.key(key);
        writeAttributeValue(m_json, m_profile.strings(), e.value);
    }
    m_json.endObject();
}

QByteArray TraceEncoder::encode()
{
    findProfiledThreads();
    assignIds();
    planTracks();
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
        if (isAsync(t) && t.samples.empty() && t.nodes.empty())
            continue; // an async track is no thread: its slices name it
        if (m_profiledThread[i] != kNoId)
            continue; // its thread's track names the thread
        const QString thread = cpuProfileOf(t).value_or(t.info.name);
        for (std::size_t lane = 0; lane < m_laneTids[i].size(); ++lane) {
            const QString name = lane == 0 ? thread : QStringLiteral("%1 (lane %2)").arg(thread).arg(lane + 1);
            metadataEvent("thread_name", m_pid[i], m_laneTids[i][lane], "name", &name, 0);
            metadataEvent("thread_sort_index", m_pid[i], m_laneTids[i][lane], "sort_index", nullptr, std::int64_t(i));
        }
    }
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        if (isAsync(t))
            asyncSpans(TrackId(std::uint32_t(i)));
        else
            spans(t.spans, &t.spanAttributes, m_pid[i], m_tid[i], TrackId(std::uint32_t(i)), m_chains[i].get());
        // A thread's samples (on its slices' track, or on a track of their
        // own beside it, or a CPU profile read from a trace) cannot share its
        // stack of X events: they go as a V8 CPU profile, as Chrome writes
        // them. Other samples alone as the spans of merged samples, which
        // every trace viewer shows.
        const bool threadSamples = !t.spans.empty() || m_profiledThread[i] != kNoId || cpuProfileOf(t);
        if (!t.samples.empty() && t.samples.timed() && threadSamples)
            v8Profile(t.samples, m_pid[i], m_tid[i]);
        else if (!t.samples.empty() && t.samples.timed())
            spans(SampleSpans::build(m_profile, t.samples), nullptr, m_pid[i], m_tid[i]);
        if (!t.nodes.empty())
            spans(layOut(t.nodes), nullptr, m_pid[i], m_tid[i]);
        m_context.checkCancelled();
    }
    flowEvents();
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
