#include "GeckoProfileWriter.h"

#include "FirefoxProfilerKeys.h"
#include "FirefoxWriterCategories.h"
#include "FirefoxWriterMarkers.h"
#include "FirefoxWriterThreads.h"
#include "analysis/SampleWeights.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <initializer_list>
#include <string>
#include <unordered_map>

namespace hg {

namespace {

using namespace firefox;
using Thread = FirefoxWriterThreads::Thread;

// The Gecko version written: Firefox ESR 153's. Versions 35 and 36 changed
// marker schemas only, which these files do not have.
constexpr int kGeckoWrittenVersion = 34;

double toMs(TimePs ps) { return double(ps) / double(kPsPerMs); }

const Track *firstSampled(const Profile &profile)
{
    for (const Track &t : profile.tracks())
        if (!t.samples.empty())
            return &t;
    return nullptr;
}

class GeckoWriter
{
public:
    GeckoWriter(const Profile &profile, const ReadContext &context)
        : m_profile(profile), m_context(context), m_plan(profile), m_categories(profile), m_markers(profile),
          m_stackIndex(profile.stacks().size(), -1), m_frameIndex(profile.frames().size(), -1)
    {
    }

    QByteArray write()
    {
        indexCategories();
        const std::vector<Thread> &threads = m_plan.threads();
        m_json.beginObject();
        m_json.key("systemHost").beginObject();
        m_json.key("name").value("Firefox"); // how speedscope knows the layout
        m_json.endObject();
        m_json.key("duration").value(toMs(m_profile.duration()));
        m_json.key("profile");
        beginProcess(true);
        writeThreads(0, std::min<std::size_t>(1, threads.size()));
        m_json.endArray();
        // Further threads: each run of one process a subprocess profile.
        m_json.key("processes").beginArray();
        for (std::size_t first = 1; first < threads.size();) {
            std::size_t end = first + 1;
            while (end < threads.size() && sameProcess(threads[first], threads[end]))
                ++end;
            beginProcess(false);
            writeThreads(first, end);
            m_json.endArray();
            emptyArray("processes");
            m_json.endObject();
            first = end;
        }
        m_json.endArray();
        m_json.endObject();
        m_json.endObject();
        return m_json.take();
    }

private:
    const Track &track(std::uint32_t i) const { return m_profile.tracks()[i]; }

    bool sameProcess(const Thread &a, const Thread &b) const
    {
        const TrackInfo &x = m_plan.mainTrack(a).info, &y = m_plan.mainTrack(b).info;
        return x.group == y.group && x.processId == y.processId;
    }

    void emptyArray(std::string_view name)
    {
        m_json.key(name).beginArray();
        m_json.endArray();
    }

    // A table's "schema": each column's place in a row, in this order.
    void schema(std::initializer_list<std::string_view> columns)
    {
        m_json.key("schema").beginObject();
        int i = 0;
        for (const std::string_view column : columns)
            m_json.key(column).value(i++);
        m_json.endObject();
    }

    // meta.categories comes before the threads: every category the frames
    // and markers written use, known first.
    void indexCategories()
    {
        const StackTable &stacks = m_profile.stacks();
        const FrameTable &frames = m_profile.frames();
        std::vector<std::uint8_t> used(frames.size(), 0);
        std::vector<std::uint8_t> seen(stacks.size(), 0);
        for (const Thread &thread : m_plan.threads()) {
            if (thread.samples) {
                const SampleTrack &s = track(*thread.samples).samples;
                for (std::uint32_t i = 0; i < s.size(); ++i)
                    for (StackId st = s.stack(i); st != kNoId && st < seen.size() && !seen[st]; st = stacks.parent(st)) {
                        seen[st] = 1;
                        used[stacks.frame(st)] = 1;
                    }
            }
            if (thread.markers)
                for (std::uint32_t i = 0; i < track(*thread.markers).spans.size(); ++i)
                    used[track(*thread.markers).spans.frame(i)] = 1;
        }
        for (FrameId f{0}; f < frames.size(); ++f)
            if (used[f])
                m_categories.of(frames[f].category);
    }

    // A profile object up to its open "threads" array.
    void beginProcess(bool root)
    {
        m_json.beginObject();
        m_json.key("meta").beginObject();
        m_json.key("version").value(kGeckoWrittenVersion);
        const std::optional<qint64> epoch = m_profile.startEpochNs();
        m_json.key("startTime").value(epoch ? double(*epoch) / 1e6 : 0.0);
        m_json.key("shutdownTime").null();
        m_json.key("interval").value(m_plan.intervalMs());
        m_json.key("stackwalk").value(1);
        m_json.key("processType").value(0);
        if (root) {
            const QString product = m_profile.metadataString("product");
            m_json.key("product").value(product.isEmpty() ? QStringLiteral("Hourglass") : product);
            m_json.key("importedFrom").value(QStringLiteral("Hourglass (%1)").arg(m_profile.formatId()));
            m_json.key("presymbolicated").value(true);
            m_json.key("debug").value(0);
            m_json.key("gcpoison").value(0);
            m_json.key("asyncstack").value(0);
        }
        m_categories.write(m_json.key("categories"));
        emptyArray("markerSchema");
        if (root) {
            m_json.key("sampleUnits").beginObject();
            m_json.key("time").value("ms");
            m_json.key("eventDelay").value("ms");
            m_json.key("threadCPUDelta").value(m_plan.cpuDeltaUnit());
            m_json.endObject();
        }
        m_json.endObject();
        emptyArray("libs");
        emptyArray("pages");
        emptyArray("pausedRanges");
        m_json.key("sources").beginObject();
        schema({"id", "filename", "startLine", "startColumn", "sourceMapURL"});
        emptyArray("data");
        m_json.endObject();
        m_json.key("threads").beginArray();
    }

    void writeThreads(std::size_t first, std::size_t end)
    {
        for (std::size_t i = first; i < end; ++i) {
            writeThread(m_plan.threads()[i], i);
            m_context.checkCancelled();
        }
    }

    void writeThread(const Thread &thread, std::size_t index)
    {
        const Track &main = m_plan.mainTrack(thread);
        const TrackInfo &info = main.info;
        m_json.beginObject();
        m_json.key("processType").value(m_plan.processType(main));
        m_json.key("name").value(info.name);
        m_json.key("processName").value(m_plan.processName(info));
        m_json.key("registerTime").value(0);
        m_json.key("unregisterTime").null();
        m_json.key("pid").value(std::int64_t(m_plan.pid(info)));
        m_json.key("tid").value(std::int64_t(m_plan.tid(info, index)));
        if (const std::optional<bool> mainThread = m_plan.isMainThread(main))
            m_json.key("isMainThread").value(*mainThread);
        const Track *samples = thread.samples ? &track(*thread.samples) : nullptr;
        if (samples)
            indexStacks(samples->samples);
        writeSamples(samples, index == 0);
        writeMarkers(thread.markers ? &track(*thread.markers) : nullptr);
        writeStackAndFrameTables();
        m_json.key("stringTable").beginArray();
        for (const std::string &s : m_strings)
            m_json.value(s);
        m_json.endArray();
        m_json.endObject();
        resetThreadTables();
    }

    // The thread's stacks, parents first, and their frames.
    void indexStacks(const SampleTrack &samples)
    {
        const StackTable &stacks = m_profile.stacks();
        std::vector<StackId> chain;
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            chain.clear();
            for (StackId s = samples.stack(i); s != kNoId && s < m_stackIndex.size() && m_stackIndex[s] < 0; s = stacks.parent(s))
                chain.push_back(s);
            for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
                m_stackIndex[*it] = std::int32_t(m_stackOrder.size());
                m_stackOrder.push_back(*it);
                const FrameId f = stacks.frame(*it);
                if (m_frameIndex[f] < 0) {
                    m_frameIndex[f] = std::int32_t(m_frameOrder.size());
                    m_frameOrder.push_back(f);
                }
            }
        }
    }

    void resetThreadTables()
    {
        for (const StackId s : m_stackOrder)
            m_stackIndex[s] = -1;
        for (const FrameId f : m_frameOrder)
            m_frameIndex[f] = -1;
        m_stackOrder.clear();
        m_frameOrder.clear();
        m_strings.clear();
        m_stringIndex.clear();
    }

    std::int32_t string(std::string text)
    {
        const auto [it, added] = m_stringIndex.try_emplace(text, std::int32_t(m_strings.size()));
        if (added)
            m_strings.push_back(std::move(text));
        return it->second;
    }

    // Firefox's spelling of a frame: a script's "name (file:line:column)",
    // a native function's "name (in library)", a label's name.
    std::string location(const Frame &frame) const
    {
        const StringPool &strings = m_profile.strings();
        std::string text(strings.view(frame.name));
        if (frame.file) {
            text += " (";
            text += strings.view(frame.file);
            text += ':';
            text += std::to_string(frame.line);
            if (frame.column > 0) {
                text += ':';
                text += std::to_string(frame.column);
            }
            text += ')';
        } else if (frame.module) {
            text += " (in ";
            text += strings.view(frame.module);
            text += ')';
        }
        return text;
    }

    void writeSamples(const Track *t, bool root)
    {
        const bool cpu = t && m_plan.hasCpuDeltas(*t);
        m_json.key("samples").beginObject();
        if (cpu)
            schema({"stack", "time", "eventDelay", "threadCPUDelta", "weight"});
        else
            schema({"stack", "time", "eventDelay", "weight"});
        m_json.key("data").beginArray();
        const std::uint32_t n = t ? t->samples.size() : 0;
        for (std::uint32_t i = 0; i < n; ++i) {
            const SampleTrack &s = t->samples;
            m_json.beginArray();
            // One that stands for nothing (weight 0) only ends the one
            // before it: without a stack, as speedscope and the profiler
            // would count its stack.
            const StackId st = s.weight(i) ? s.stack(i) : StackId(kNoId);
            if (st == kNoId || st >= m_stackIndex.size() || m_stackIndex[st] < 0)
                m_json.null();
            else
                m_json.value(m_stackIndex[st]);
            m_json.value(toMs(s.time(i)));
            m_json.null();
            if (cpu) {
                if (const std::optional<double> d = m_plan.cpuDelta(*t, i))
                    m_json.value(*d);
                else
                    m_json.null();
            }
            m_json.value(s.weight(i));
            m_json.endArray();
        }
        // In the thread speedscope reads, where the last sample ends, a
        // sample without a stack: speedscope ends each sample at the next
        // one (and refuses a profile that ends inside a frame); it stands
        // for nothing here. The profiler counts it as a sample of no stack.
        if (root && n && t->samples.weight(n - 1) != 0) {
            // As long as SampleWeights makes the last sample.
            const TimePs median = SampleWeights::medianInterval(t->samples);
            const TimePs length = median > 0 ? median : SampleWeights::profileMedianInterval(m_profile);
            m_json.beginArray();
            m_json.null();
            m_json.value(toMs(t->samples.time(n - 1) + length));
            m_json.null();
            if (cpu)
                m_json.null();
            m_json.value(0);
            m_json.endArray();
        }
        m_json.endArray();
        m_json.endObject();
    }

    void writeMarkers(const Track *t)
    {
        const FrameTable &frames = m_profile.frames();
        m_json.key("markers").beginObject();
        schema({"name", "startTime", "endTime", "phase", "category", "data"});
        m_json.key("data").beginArray();
        const std::uint32_t n = t ? t->spans.size() : 0;
        for (std::uint32_t i = 0; i < n; ++i) {
            const Frame &frame = frames[t->spans.frame(i)];
            const bool instant = m_markers.isInstant(*t, i);
            m_json.beginArray();
            m_json.value(string(std::string(m_profile.strings().view(frame.name))));
            m_json.value(toMs(t->spans.start(i)));
            if (instant)
                m_json.null();
            else
                m_json.value(toMs(t->spans.start(i) + t->spans.duration(i)));
            m_json.value(instant ? 0 : 1);
            m_json.value(m_categories.ofMarker(frame.category));
            m_markers.writeData(m_json, *t, i);
            m_json.endArray();
        }
        m_json.endArray();
        m_json.endObject();
    }

    void writeStackAndFrameTables()
    {
        const StackTable &stacks = m_profile.stacks();
        m_json.key("stackTable").beginObject();
        schema({"prefix", "frame"});
        m_json.key("data").beginArray();
        for (const StackId s : m_stackOrder) {
            m_json.beginArray();
            const StackId parent = stacks.parent(s);
            if (parent == kNoId)
                m_json.null();
            else
                m_json.value(m_stackIndex[parent]);
            m_json.value(m_frameIndex[stacks.frame(s)]);
            m_json.endArray();
        }
        m_json.endArray();
        m_json.endObject();

        m_json.key("frameTable").beginObject();
        schema({"location", "relevantForJS", "innerWindowID", "implementation", "line", "column", "category", "subcategory"});
        m_json.key("data").beginArray();
        for (const FrameId f : m_frameOrder) {
            const Frame &frame = m_profile.frames()[f];
            m_json.beginArray();
            m_json.value(string(location(frame)));
            m_json.value(false);
            m_json.value(0);
            m_json.null();
            if (frame.line)
                m_json.value(frame.line);
            else
                m_json.null();
            if (frame.column)
                m_json.value(frame.column);
            else
                m_json.null();
            // Without a category (none in the kept list to default to):
            // null, it inherits its caller's.
            if (const std::int32_t category = m_categories.of(frame.category); category >= 0) {
                m_json.value(category);
                m_json.value(0);
            } else {
                m_json.null();
                m_json.null();
            }
            m_json.endArray();
        }
        m_json.endArray();
        m_json.endObject();
    }

    const Profile &m_profile;
    const ReadContext &m_context;
    FirefoxWriterThreads m_plan;
    FirefoxWriterCategories m_categories;
    FirefoxWriterMarkers m_markers;
    JsonWriter m_json;
    // The thread being written: its stacks and frames in the order written
    // (index of each, -1 when not in it) and its string table.
    std::vector<std::int32_t> m_stackIndex, m_frameIndex;
    std::vector<StackId> m_stackOrder;
    std::vector<FrameId> m_frameOrder;
    std::vector<std::string> m_strings;
    std::unordered_map<std::string, std::int32_t> m_stringIndex;
};

} // namespace

QString GeckoProfileWriter::cannotWriteReason(const Profile &profile)
{
    if (!firstSampled(profile))
        return tr("a Gecko profile holds sampled call stacks, and this profile has none (it has spans or aggregated timings only)");
    for (const Track &t : profile.tracks())
        if (!t.samples.empty() && !t.samples.timed())
            return tr("a Gecko profile holds timed samples, and this profile's samples are counts without times "
                      "(the Firefox Profiler's own format holds them)");
    return {};
}

QString GeckoProfileWriter::writeNote(const Profile &profile)
{
    const FirefoxWriterThreads threads(profile);
    if (threads.threads().size() < 2)
        return {};
    return tr("speedscope shows only the first thread of this file, \"%1\"; the Firefox Profiler shows all %2")
        .arg(threads.mainTrack(threads.threads().front()).info.name)
        .arg(threads.threads().size());
}

QByteArray GeckoProfileWriter::write(const Profile &profile, const ReadContext &context)
{
    return GeckoWriter(profile, context).write();
}

} // namespace hg
