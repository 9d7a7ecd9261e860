#include "ChromeTraceSamples.h"

#include "formats/JsonDocument.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <climits>

namespace hg {

namespace {

int countArg(std::size_t n) { return int(std::min<std::size_t>(n, INT_MAX)); }

} // namespace

ChromeTraceSamples::ChromeTraceSamples(ChromeTraceEvents &events, ProfileBuilder &builder, const ReadContext &context,
                                       QByteArrayView input, qint64 padding)
    : m_in(events), m_builder(builder), m_context(context), m_input(input), m_padding(padding), m_frames(builder)
{
}

ChromeTraceSamples::~ChromeTraceSamples() = default;

QString ChromeTraceSamples::threadText(std::uint32_t thread) const
{
    const ChromeTraceThread &t = m_in.threads[thread];
    return t.name.isEmpty() ? tr("pid %1, tid %2").arg(t.pid, t.tid) : tr("%1 (pid %2, tid %3)").arg(t.name, t.pid, t.tid);
}

void ChromeTraceSamples::readMembers(const ChromeTraceV8Event &event, Profile &into, const std::vector<V8LongArrays::Found> &found,
                                     std::vector<V8ProfileJson::SampleArray> &arrays)
{
    // The data lies in the input, which stays readable past its end. Its
    // nodes, start and end are read as JSON, its sample arrays kept for
    // readArrays (the long ones read from the text, cut out of the JSON).
    const qint64 offset = qint64(event.data.data() - m_input.data());
    const qint64 readable = m_input.size() - offset - qint64(event.data.size()) + m_padding;
    const QByteArrayView data(event.data.data(), qsizetype(event.data.size()));
    const bool split = m_arrays.split(data, readable, 0, found);
    try {
        JsonStream stream(split ? m_arrays.rest() : data, split ? m_arrays.restPadding() : readable, m_parser);
        V8ProfileJson json(m_builder, m_frames, stream);
        if (split)
            json.setLongArrays(&m_arrays, nullptr);
        json.setArraySink(&arrays);
        try {
            json.readMembers(stream.document().get_object(), into.v8);
        } catch (const simdjson::simdjson_error &e) {
            throw split ? m_arrays.inFile(stream.error(e)) : stream.error(e);
        }
        json.warn(into.name);
    } catch (const ReadError &e) {
        throw JsonDocument::inWhole(e, m_input, offset);
    }
}

void ChromeTraceSamples::readArrays(const ChunkArrays &chunk, bool times, std::vector<std::size_t> &badDeltas)
{
    const ChromeTraceV8Event &event = m_in.v8Events[chunk.event];
    V8SampleAssembler &into = m_profiles[event.profile]->v8.samples;
    const qint64 offset = qint64(event.data.data() - m_input.data());
    const qint64 readable = m_input.size() - offset - qint64(event.data.size()) + m_padding;
    const QByteArrayView data(event.data.data(), qsizetype(event.data.size()));
    ReadContext quiet; // no progress or page release from here: the trace is read
    quiet.isCancelled = m_context.isCancelled;
    try {
        for (const V8ProfileJson::SampleArray &array : chunk.arrays)
            if ((array.kind == V8LongArrays::Kind::Deltas || array.kind == V8LongArrays::Kind::Timestamps) == times)
                V8ProfileJson::readSampleArray(array, data, readable, into, quiet, badDeltas[event.profile]);
    } catch (const ReadError &e) {
        throw JsonDocument::inWhole(e, m_input, offset);
    }
    times ? into.endChunkTimes() : into.endChunkIds();
}

void ChromeTraceSamples::prepare()
{
    m_profiles.resize(m_in.v8Profiles.size());
    for (auto &p : m_profiles)
        p = std::make_unique<Profile>();
    // Each profile's events in time order (the file's order for equal
    // times): chunks concatenate, and their deltas run on from the one before.
    std::vector<std::uint32_t> order(m_in.v8Events.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
        const ChromeTraceV8Event &ea = m_in.v8Events[a], &eb = m_in.v8Events[b];
        return ea.profile != eb.profile ? ea.profile < eb.profile : ea.ts < eb.ts;
    });
    for (const ChromeTraceV8Event &e : m_in.v8Events) {
        Profile &p = *m_profiles[e.profile];
        if (e.kind != ChromeTraceV8Event::Kind::Chunk && (p.thread == kNoId || p.fromChunkThread)) {
            p.thread = e.thread;
            p.fromChunkThread = false;
        } else if (p.thread == kNoId) {
            p.thread = e.thread;
            p.fromChunkThread = true;
        }
    }
    for (std::uint32_t i = 0; i < m_profiles.size(); ++i) {
        Profile &p = *m_profiles[i];
        p.name = tr("CPU profile %1 of %2").arg(QString::fromStdString(m_in.v8Profiles[i].second), threadText(p.thread));
    }
    // Each event's sample arrays (found as its batch was read, or here on
    // every core): the profiles' columns are then reserved once (no regrowth
    // copies), and no event's data is scanned twice.
    const std::size_t events = m_in.v8Events.size();
    std::vector<std::vector<V8LongArrays::Found>> arrays(events);
    std::vector<std::size_t> sampleCount(events, 0);
    constexpr std::size_t kStretch = 1024;
    parallelFor((events + kStretch - 1) / kStretch, [&](std::size_t stretch) {
        m_context.checkCancelled();
        for (std::size_t i = stretch * kStretch; i < std::min(events, (stretch + 1) * kStretch); ++i) {
            ChromeTraceV8Event &event = m_in.v8Events[i];
            const std::string_view data = event.data;
            arrays[i] = event.arraysFound ? std::move(event.arrays) : V8LongArrays::find(QByteArrayView(data.data(), qsizetype(data.size())));
            for (const V8LongArrays::Found &f : arrays[i])
                if (f.kind == V8LongArrays::Kind::Samples)
                    sampleCount[i] += V8LongArrays::elementCount(data.substr(std::size_t(f.offset), std::size_t(f.size)));
        }
    });
    std::vector<std::size_t> perProfile(m_profiles.size(), 0);
    for (std::size_t i = 0; i < events; ++i)
        perProfile[m_in.v8Events[i].profile] += sampleCount[i];
    for (std::size_t p = 0; p < m_profiles.size(); ++p) {
        m_profiles[p]->v8.samples.reserve(perProfile[p]);
        m_profiles[p]->v8.samples.reserveTimes(perProfile[p]);
    }
    // The trace's text before every event still to be read is read for
    // good: a mapped file's pages go back to the page cache behind them
    // (chunks come in time order, mostly the file's).
    std::vector<const char *> readFrom(order.size() + 1, m_input.data() + m_input.size());
    for (std::size_t k = order.size(); k-- > 0;)
        readFrom[k] = std::min(readFrom[k + 1], m_in.v8Events[order[k]].data.data());
    // A window of chunks has its nodes read (the builder's frames and
    // stacks) while the window before has its ids and lines read, and its
    // times, in the order its JSON listed them: three jobs for two cores.
    constexpr std::size_t kWindow = 512;
    std::vector<ChunkArrays> reading, read;
    std::vector<std::size_t> badDeltas[2] = {std::vector<std::size_t>(m_profiles.size(), 0), std::vector<std::size_t>(m_profiles.size(), 0)};
    for (std::size_t from = 0;;) {
        const std::size_t to = std::min(order.size(), from + kWindow);
        reading.assign(to - from, ChunkArrays());
        if (reading.empty() && read.empty())
            break;
        parallelFor(3, [&](std::size_t job) {
            if (job > 0) {
                for (const ChunkArrays &chunk : read)
                    readArrays(chunk, job == 2, badDeltas[job - 1]);
                return;
            }
            for (std::size_t k = from; k < to; ++k) {
                const std::uint32_t i = order[k];
                reading[k - from].event = i;
                readMembers(m_in.v8Events[i], *m_profiles[m_in.v8Events[i].profile], arrays[i], reading[k - from].arrays);
                std::vector<V8LongArrays::Found>().swap(arrays[i]);
            }
        });
        m_context.checkCancelled();
        m_context.inputConsumed(readFrom[from]);
        read.swap(reading);
        from = to;
    }
    for (std::size_t p = 0; p < m_profiles.size(); ++p) {
        m_profiles[p]->v8.samples.pairChunks();
        V8ProfileJson::warnBadDeltas(m_builder, m_profiles[p]->name, badDeltas[0][p] + badDeltas[1][p]);
    }
    for (const auto &p : m_profiles) {
        p->v8.settleTimes();
        p->v8.nodes.resolve(m_builder, p->name);
        if (p->fromChunkThread)
            m_builder.warn(tr("%1: no Profile event says which thread was profiled; the samples are shown on the thread that wrote them").arg(p->name));
    }
    if (!m_in.stackFrames.empty())
        m_in.stackFrames.resolve(m_builder);
    assignSampleThreads();
    // Nothing reads the trace's text from here on: a mapped file's pages
    // go back to the page cache before the model's samples grow.
    m_context.inputConsumed(m_input.data() + m_input.size());
}

void ChromeTraceSamples::assignSampleThreads()
{
    // The top-level samples name a tid alone: the thread of any process
    // with that tid, else a thread of its own.
    if (m_in.sampleTids.empty())
        return;
    std::vector<std::uint32_t> threadOfTid(m_in.sampleTids.size(), kNoId);
    for (std::uint32_t t = 0; t < m_in.threads.size(); ++t)
        for (std::uint32_t i = 0; i < m_in.sampleTids.size(); ++i)
            if (threadOfTid[i] == kNoId && m_in.threads[t].tid == m_in.sampleTids[i])
                threadOfTid[i] = t;
    for (std::uint32_t i = 0; i < threadOfTid.size(); ++i) {
        if (threadOfTid[i] != kNoId)
            continue;
        const auto [process, added] = m_in.processes.try_emplace(QString());
        if (added)
            process->second.firstSeen = std::uint32_t(m_in.processes.size() - 1);
        ChromeTraceThread thread;
        thread.tid = m_in.sampleTids[i];
        thread.firstSeen = std::uint32_t(m_in.threads.size());
        threadOfTid[i] = std::uint32_t(m_in.threads.size());
        m_in.threads.push_back(thread);
    }
    for (ChromeTraceStackSample &s : m_in.stackSamples)
        if (s.globalTid) {
            s.thread = threadOfTid[s.thread];
            s.globalTid = false;
        }
}

std::optional<std::int64_t> ChromeTraceSamples::earliestUs() const
{
    std::optional<std::int64_t> earliest;
    const auto take = [&earliest](std::int64_t us) { earliest = earliest ? std::min(*earliest, us) : us; };
    for (const auto &p : m_profiles)
        if (!p->v8.samples.empty() && p->v8.samples.startUs())
            take(*p->v8.samples.startUs());
    for (const ChromeTraceStackSample &s : m_in.stackSamples)
        take(s.ts.us);
    return earliest;
}

std::vector<bool> ChromeTraceSamples::sampledThreads() const
{
    std::vector<bool> used(m_in.threads.size(), false);
    for (const auto &p : m_profiles)
        if (!p->v8.samples.empty() && p->thread != kNoId)
            used[p->thread] = true;
    for (const ChromeTraceStackSample &s : m_in.stackSamples)
        used[s.thread] = true;
    return used;
}

void ChromeTraceSamples::addTo(const std::vector<TrackId> &trackOf, std::int64_t originUs)
{
    for (const auto &p : m_profiles)
        if (!p->v8.samples.empty())
            p->v8.samples.finish(m_builder, trackOf[p->thread], p->v8.nodes, m_frames, originUs, p->name);
    m_frames.finish();
    m_profiles.clear();

    std::size_t unknownFrames = 0, outOfRange = 0;
    for (const ChromeTraceStackSample &s : m_in.stackSamples) {
        StackId stack = s.stack;
        if (s.stackFrame >= 0) {
            const std::optional<StackId> found = m_in.stackFrames.stackOf(s.stackFrame);
            if (!found)
                ++unknownFrames;
            stack = found.value_or(StackId(kNoId));
        }
        const std::optional<TimePs> t = s.ts.since(originUs);
        if (!t) {
            ++outOfRange;
            continue;
        }
        m_builder.addSample(trackOf[s.thread], *t, stack);
    }
    if (unknownFrames)
        m_builder.warn(tr("%n sample(s) name a stack frame (\"sf\") that \"stackFrames\" does not have; they are kept without a stack", nullptr, countArg(unknownFrames)));
    if (outOfRange)
        m_builder.warn(tr("%n sample(s) lie more than 106 days from the trace's start; they are left out", nullptr, countArg(outOfRange)));
}

} // namespace hg
