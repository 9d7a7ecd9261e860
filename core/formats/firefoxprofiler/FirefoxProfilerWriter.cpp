#include "FirefoxProfilerWriter.h"

#include "FirefoxProfilerKeys.h"
#include "FirefoxWriterCategories.h"
#include "FirefoxWriterMarkers.h"
#include "FirefoxWriterThreads.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <functional>
#include <map>
#include <tuple>

namespace hg {

namespace {

using namespace firefox;

double toMs(TimePs ps) { return double(ps) / double(kPsPerMs); }

using ThreadOut = FirefoxWriterThreads::Thread;

class ProcessedWriter
{
public:
    ProcessedWriter(const Profile &profile, const ReadContext &context)
        : m_profile(profile), m_context(context), m_plan(profile), m_threads(m_plan.threads()), m_categories(profile), m_markers(profile)
    {
    }

    QByteArray write()
    {
        indexStacks();
        m_json.beginObject();
        writeMeta();
        emptyArray("libs");
        emptyArray("pages");
        emptyArray("counters");
        m_json.key("threads").beginArray();
        for (std::size_t i = 0; i < m_threads.size(); ++i)
            writeThread(m_threads[i], i);
        m_json.endArray();
        writeShared(); // last: the threads' markers add strings
        m_json.endObject();
        return m_json.take();
    }

private:
    const Track &track(std::uint32_t i) const { return m_profile.tracks()[i]; }

    std::int32_t string(StringId id)
    {
        const auto [it, added] = m_stringIndex.try_emplace(id, std::int32_t(m_strings.size()));
        if (added)
            m_strings.push_back(id);
        return it->second;
    }

    // The stacks samples use and their callers, parents first (a parent's
    // id is always below its children's).
    void indexStacks()
    {
        const StackTable &stacks = m_profile.stacks();
        std::vector<std::uint8_t> used(stacks.size(), 0);
        for (const ThreadOut &out : m_threads) {
            if (!out.samples)
                continue;
            const SampleTrack &s = track(*out.samples).samples;
            for (std::uint32_t i = 0; i < s.size(); ++i)
                for (StackId st = s.stack(i); st != kNoId && st < used.size() && !used[st]; st = stacks.parent(st))
                    used[st] = 1;
        }
        m_stackIndex.assign(stacks.size(), -1);
        for (StackId s{0}; s < stacks.size(); ++s)
            if (used[s]) {
                m_stackIndex[s] = std::int32_t(m_stackOrder.size());
                m_stackOrder.push_back(s);
            }
    }

    void writeMeta()
    {
        m_json.key("meta").beginObject();
        m_json.key("version").value(key::kGeckoVersion);
        m_json.key("preprocessedProfileVersion").value(key::kProcessedVersion);
        m_json.key("interval").value(m_plan.intervalMs());
        const std::optional<qint64> epoch = m_profile.startEpochNs();
        m_json.key("startTime").value(epoch ? double(*epoch) / 1e6 : 0.0);
        m_json.key("processType").value(0);
        const QString product = m_profile.metadataString("product");
        m_json.key("product").value(product.isEmpty() ? QStringLiteral("Hourglass") : product);
        m_json.key("stackwalk").value(1);
        m_json.key("debug").value(false);
        m_json.key("symbolicated").value(true);
        m_json.key("importedFrom").value(QStringLiteral("Hourglass (%1)").arg(m_profile.formatId()));
        m_json.key("usesOnlyOneStackType").value(true);
        emptyArray("markerSchema");
        m_json.key("sampleUnits").beginObject();
        m_json.key("time").value(m_plan.anyUntimed() ? "bytes" : "ms");
        m_json.key("eventDelay").value("ms");
        m_json.key("threadCPUDelta").value(m_plan.cpuDeltaUnit());
        m_json.endObject();
        // Frame categories of other formats are added while writing the
        // frames: the categories are written at the end of meta (below).
        writeFrameRows();
        m_categories.write(m_json.key("categories"));
        m_json.endObject();
    }

    // The frame, function, resource and source tables, as columns kept until
    // writeShared(); done here so the categories they use are known for meta.
    void writeFrameRows()
    {
        const FrameTable &frames = m_profile.frames();
        std::map<std::tuple<StringId, StringId, StringId>, std::int32_t> funcs;
        std::map<StringId, std::int32_t> resources, sources;
        std::vector<std::int32_t> frameIndex(frames.size(), -1);
        for (const StackId s : m_stackOrder) {
            const FrameId f = m_profile.stacks().frame(s);
            m_stackFrame.push_back(frameIndex[f] >= 0 ? frameIndex[f] : (frameIndex[f] = addFrame(frames[f], funcs, resources, sources)));
        }
        // The markers' categories too, before meta lists them.
        for (const ThreadOut &out : m_threads)
            if (out.markers)
                for (std::uint32_t i = 0; i < track(*out.markers).spans.size(); ++i)
                    m_categories.of(frames[track(*out.markers).spans.frame(i)].category);
    }

    std::int32_t addFrame(const Frame &frame, std::map<std::tuple<StringId, StringId, StringId>, std::int32_t> &funcs,
                          std::map<StringId, std::int32_t> &resources, std::map<StringId, std::int32_t> &sources)
    {
        const auto key = std::make_tuple(frame.name, frame.file, frame.module);
        auto func = funcs.find(key);
        if (func == funcs.end()) {
            std::int32_t resource = -1, source = -1;
            if (frame.module) {
                const auto [it, added] = resources.try_emplace(frame.module, std::int32_t(m_resourceName.size()));
                if (added)
                    m_resourceName.push_back(string(frame.module));
                resource = it->second;
            }
            if (frame.file) {
                const auto [it, added] = sources.try_emplace(frame.file, std::int32_t(m_sourceFile.size()));
                if (added)
                    m_sourceFile.push_back(string(frame.file));
                source = it->second;
            }
            func = funcs.emplace(key, std::int32_t(m_funcName.size())).first;
            m_funcName.push_back(string(frame.name));
            m_funcResource.push_back(resource);
            m_funcSource.push_back(source);
            m_funcLine.push_back(frame.line);
        }
        m_frameFunc.push_back(func->second);
        m_frameLine.push_back(frame.line);
        m_frameColumn.push_back(frame.column);
        m_frameCategory.push_back(m_categories.of(frame.category));
        m_frameAddress.push_back((frame.flags & Frame::HasAddress) && frame.address < (1ull << 53) ? std::int64_t(frame.address) : -1);
        return std::int32_t(m_frameFunc.size() - 1);
    }

    void emptyArray(std::string_view name)
    {
        m_json.key(name).beginArray();
        m_json.endArray();
    }
    // A column of n values, write(i) writing each.
    void rows(std::string_view name, std::size_t n, const std::function<void(std::size_t)> &write)
    {
        m_json.key(name).beginArray();
        for (std::size_t i = 0; i < n; ++i)
            write(i);
        m_json.endArray();
    }
    void repeated(std::string_view name, std::size_t n, const std::function<void()> &write)
    {
        rows(name, n, [&write](std::size_t) { write(); });
    }
    void indexColumn(std::string_view name, const std::vector<std::int32_t> &values, bool nullForMinus = true)
    {
        rows(name, values.size(), [&](std::size_t i) {
            if (values[i] < 0 && nullForMinus)
                m_json.null();
            else
                m_json.value(values[i]);
        });
    }
    void lineColumn(std::string_view name, const std::vector<std::uint32_t> &values)
    {
        rows(name, values.size(), [&](std::size_t i) {
            if (values[i] == 0)
                m_json.null();
            else
                m_json.value(values[i]);
        });
    }

    void writeShared()
    {
        m_json.key("shared").beginObject();

        m_json.key("stackTable").beginObject();
        indexColumn("frame", m_stackFrame);
        m_json.key("prefixOffset").beginArray();
        for (std::size_t i = 0; i < m_stackOrder.size(); ++i) {
            const StackId parent = m_profile.stacks().parent(m_stackOrder[i]);
            m_json.value(parent == kNoId ? 0 : std::int32_t(i) - m_stackIndex[parent]);
        }
        m_json.endArray();
        m_json.key("length").value(std::uint64_t(m_stackOrder.size()));
        m_json.endObject();

        const std::size_t frames = m_frameFunc.size();
        m_json.key("frameTable").beginObject();
        rows("address", frames, [&](std::size_t i) { m_json.value(m_frameAddress[i]); });
        repeated("lib", frames, [&] { m_json.value(-1); });
        repeated("inlineDepth", frames, [&] { m_json.value(0); });
        indexColumn("category", m_frameCategory);
        repeated("subcategory", frames, [&] { m_json.value(0); });
        indexColumn("func", m_frameFunc);
        repeated("nativeSymbol", frames, [&] { m_json.null(); });
        repeated("innerWindowID", frames, [&] { m_json.value(0); });
        lineColumn("line", m_frameLine);
        lineColumn("column", m_frameColumn);
        repeated("originalLocation", frames, [&] { m_json.null(); });
        m_json.key("length").value(std::uint64_t(frames));
        m_json.endObject();

        const std::size_t funcs = m_funcName.size();
        m_json.key("funcTable").beginObject();
        indexColumn("name", m_funcName);
        repeated("isJS", funcs, [&] { m_json.value(false); });
        repeated("relevantForJS", funcs, [&] { m_json.value(false); });
        indexColumn("resource", m_funcResource, false);
        indexColumn("source", m_funcSource);
        lineColumn("lineNumber", m_funcLine);
        repeated("columnNumber", funcs, [&] { m_json.null(); });
        repeated("originalLocation", funcs, [&] { m_json.null(); });
        m_json.key("length").value(std::uint64_t(funcs));
        m_json.endObject();

        const std::size_t resources = m_resourceName.size();
        m_json.key("resourceTable").beginObject();
        m_json.key("length").value(std::uint64_t(resources));
        indexColumn("name", m_resourceName);
        repeated("host", resources, [&] { m_json.null(); });
        repeated("type", resources, [&] { m_json.value(0); });
        m_json.endObject();

        m_json.key("nativeSymbols").beginObject();
        for (const char *name : {"libIndex", "address", "name", "functionSize"})
            emptyArray(name);
        m_json.key("length").value(0);
        m_json.endObject();

        const std::size_t sources = m_sourceFile.size();
        m_json.key("sources").beginObject();
        m_json.key("length").value(std::uint64_t(sources));
        repeated("id", sources, [&] { m_json.null(); });
        indexColumn("filename", m_sourceFile);
        repeated("startLine", sources, [&] { m_json.value(1); });
        repeated("startColumn", sources, [&] { m_json.value(1); });
        repeated("sourceMapURL", sources, [&] { m_json.null(); });
        repeated("content", sources, [&] { m_json.null(); });
        m_json.endObject();

        m_json.key("sourceLocationTable").beginObject();
        for (const char *name : {"source", "line", "column"})
            emptyArray(name);
        m_json.key("length").value(0);
        m_json.endObject();

        m_json.key("stringArray").beginArray();
        for (const StringId s : m_strings)
            m_json.value(m_profile.strings().view(s));
        m_json.endArray();
        m_json.endObject();
    }

    void writeThread(const ThreadOut &out, std::size_t index)
    {
        const Track &main = m_plan.mainTrack(out);
        const TrackInfo &info = main.info;
        m_json.beginObject();
        m_json.key("processType").value(m_plan.processType(main));
        m_json.key("processStartupTime").value(0);
        m_json.key("processShutdownTime").null();
        m_json.key("registerTime").value(0);
        m_json.key("unregisterTime").null();
        emptyArray("pausedRanges");
        m_json.key("name").value(info.name);
        m_json.key("isMainThread").value(m_plan.isMainThreadOrGuess(main));
        m_json.key("processName").value(m_plan.processName(info));
        m_json.key("pid").value(QString::number(m_plan.pid(info)));
        m_json.key("tid").value(std::int64_t(m_plan.tid(info, index)));
        writeSamples(out.samples ? &track(*out.samples) : nullptr);
        writeMarkers(out.markers ? &track(*out.markers) : nullptr);
        m_json.endObject();
        m_context.checkCancelled();
    }

    void writeSamples(const Track *t)
    {
        m_json.key("samples").beginObject();
        const std::uint32_t n = t ? t->samples.size() : 0;
        bool weighted = false;
        const bool cpu = t && m_plan.hasCpuDeltas(*t);
        if (t) {
            const SampleTrack &s = t->samples;
            for (std::uint32_t i = 0; i < n && !weighted; ++i)
                weighted = s.weight(i) != 1;
        }
        m_json.key("stack").beginArray();
        for (std::uint32_t i = 0; i < n; ++i) {
            const StackId s = t->samples.stack(i);
            if (s == kNoId || s >= m_stackIndex.size() || m_stackIndex[s] < 0)
                m_json.null();
            else
                m_json.value(m_stackIndex[s]);
        }
        m_json.endArray();
        m_json.key("time").beginArray();
        TimePs offset = 0; // untimed: each sample as long as its weight, end to end
        for (std::uint32_t i = 0; i < n; ++i) {
            if (t->samples.timed()) {
                m_json.value(toMs(t->samples.time(i)));
            } else {
                m_json.value(std::uint64_t(offset));
                offset += t->samples.weight(i);
            }
        }
        m_json.endArray();
        if (weighted) {
            m_json.key("weight").beginArray();
            for (std::uint32_t i = 0; i < n; ++i)
                m_json.value(t->samples.weight(i));
            m_json.endArray();
        } else {
            m_json.key("weight").null();
        }
        m_json.key("weightType").value("samples");
        if (cpu) {
            m_json.key("threadCPUDelta").beginArray();
            for (std::uint32_t i = 0; i < n; ++i) {
                if (const std::optional<double> d = m_plan.cpuDelta(*t, i))
                    m_json.value(*d);
                else
                    m_json.null();
            }
            m_json.endArray();
        }
        m_json.key("length").value(n);
        m_json.endObject();
    }

    void writeMarkers(const Track *t)
    {
        const std::uint32_t n = t ? t->spans.size() : 0;
        const FrameTable &frames = m_profile.frames();
        m_json.key("markers").beginObject();
        m_json.key("data").beginArray();
        for (std::uint32_t i = 0; i < n; ++i)
            m_markers.writeData(m_json, *t, i);
        m_json.endArray();
        rows("name", n, [&](std::size_t i) { m_json.value(string(frames[t->spans.frame(std::uint32_t(i))].name)); });
        rows("startTime", n, [&](std::size_t i) { m_json.value(toMs(t->spans.start(std::uint32_t(i)))); });
        rows("endTime", n, [&](std::size_t i) {
            if (m_markers.isInstant(*t, std::uint32_t(i)))
                m_json.null();
            else
                m_json.value(toMs(t->spans.start(std::uint32_t(i)) + t->spans.duration(std::uint32_t(i))));
        });
        rows("phase", n, [&](std::size_t i) { m_json.value(m_markers.isInstant(*t, std::uint32_t(i)) ? 0 : 1); });
        rows("category", n, [&](std::size_t i) { m_json.value(m_categories.ofMarker(frames[t->spans.frame(std::uint32_t(i))].category)); });
        m_json.key("length").value(n);
        m_json.endObject();
    }

    const Profile &m_profile;
    const ReadContext &m_context;
    FirefoxWriterThreads m_plan;
    const std::vector<ThreadOut> &m_threads;
    FirefoxWriterCategories m_categories;
    FirefoxWriterMarkers m_markers;
    JsonWriter m_json;
    std::unordered_map<StringId, std::int32_t> m_stringIndex;
    std::vector<StringId> m_strings;
    std::vector<StackId> m_stackOrder;
    std::vector<std::int32_t> m_stackIndex, m_stackFrame;
    std::vector<std::int32_t> m_frameFunc, m_frameCategory, m_funcName, m_funcResource, m_funcSource, m_resourceName, m_sourceFile;
    std::vector<std::uint32_t> m_frameLine, m_frameColumn, m_funcLine;
    std::vector<std::int64_t> m_frameAddress;
};

} // namespace

QString FirefoxProfilerWriter::cannotWriteReason(const Profile &profile)
{
    bool timed = false, untimed = false;
    for (const Track &t : profile.tracks())
        if (!t.samples.empty())
            (t.samples.timed() ? timed : untimed) = true;
    if (!timed && !untimed)
        return tr("Firefox Profiler files hold sampled call stacks; this profile has no samples");
    if (timed && untimed)
        return tr("the profile mixes timed samples with untimed counts, which one Firefox Profiler file cannot hold");
    return {};
}

QByteArray FirefoxProfilerWriter::write(const Profile &profile, const ReadContext &context)
{
    return ProcessedWriter(profile, context).write();
}

} // namespace hg
