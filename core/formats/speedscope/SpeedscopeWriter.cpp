#include "SpeedscopeWriter.h"

#include "analysis/CallStacks.h"
#include "analysis/SampleWeights.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace hg {

namespace {

constexpr std::string_view kSchema = "https://www.speedscope.app/file-format-schema.json";

// Nanoseconds exactly: whole ones as integers, fractions as decimals.
void writeNs(JsonWriter &json, TimePs ps)
{
    if (ps % kPsPerNs == 0)
        json.value(std::int64_t(ps / kPsPerNs));
    else
        json.value(double(ps) / double(kPsPerNs));
}

class DocumentWriter
{
public:
    DocumentWriter(const Profile &profile, const ReadContext &context) : m_profile(profile), m_context(context) {}

    QByteArray write()
    {
        indexFrames();
        m_json.beginObject();
        m_json.key("$schema").value(kSchema);
        m_json.key("exporter").value("hourglass");
        m_json.key("name").value(documentName());
        m_json.key("activeProfileIndex").value(0);
        writeFrames();
        m_json.key("profiles").beginArray();
        for (const Track &t : m_profile.tracks()) {
            if (!t.spans.empty())
                writeEvented(t);
            if (!t.samples.empty())
                writeSamples(t);
            if (!t.nodes.empty())
                writeNodes(t);
        }
        m_json.endArray();
        m_json.endObject();
        return m_json.take();
    }

private:
    QString documentName() const
    {
        const QString name = m_profile.metadataString("name");
        if (!name.isEmpty())
            return name;
        return m_profile.tracks().empty() ? QStringLiteral("Hourglass profile") : m_profile.tracks().front().info.name;
    }

    void tick()
    {
        if ((++m_items & 0xFFFF) == 0)
            m_context.checkCancelled();
    }

    // Frames in use, deduplicated as speedscope keys them (name, file,
    // line, column), in FrameId order.
    void indexFrames()
    {
        const FrameTable &frames = m_profile.frames();
        std::vector<std::uint8_t> used(frames.size(), 0);
        auto mark = [&used](FrameId f) {
            if (f < used.size())
                used[f] = 1;
        };
        for (const Track &t : m_profile.tracks()) {
            for (std::uint32_t i = 0; i < t.spans.size(); ++i)
                mark(t.spans.frame(i));
            for (std::uint32_t i = 0; i < t.nodes.size(); ++i)
                mark(t.nodes.frame(i));
        }
        const StackTable &stacks = m_profile.stacks();
        for (StackId s{0}; s < stacks.size(); ++s)
            mark(stacks.frame(s));
        m_index.assign(frames.size(), kNoId);
        std::map<std::tuple<StringId, StringId, std::uint32_t, std::uint32_t>, std::uint32_t> byKey;
        for (FrameId f{0}; f < frames.size(); ++f) {
            if (!used[f])
                continue;
            const Frame &frame = frames[f];
            const auto [it, added] = byKey.try_emplace({frame.name, frame.file, frame.line, frame.column}, std::uint32_t(m_written.size()));
            if (added)
                m_written.push_back(f);
            m_index[f] = it->second;
        }
    }

    void writeFrames()
    {
        m_json.key("shared").beginObject();
        m_json.key("frames").beginArray();
        const StringPool &strings = m_profile.strings();
        for (const FrameId f : m_written) {
            const Frame &frame = m_profile.frames()[f];
            m_json.beginObject();
            m_json.key("name").value(strings.view(frame.name));
            if (frame.file)
                m_json.key("file").value(strings.view(frame.file));
            if (frame.line)
                m_json.key("line").value(frame.line);
            if (frame.column)
                m_json.key("col").value(frame.column);
            m_json.endObject();
        }
        m_json.endArray();
        m_json.endObject();
    }

    void beginProfile(const QString &name, std::string_view type, std::string_view unit, TimePs start, TimePs end)
    {
        m_json.beginObject();
        m_json.key("type").value(type);
        m_json.key("name").value(name);
        m_json.key("unit").value(unit);
        m_json.key("startValue");
        unit == "nanoseconds" ? writeNs(m_json, start) : m_json.value(std::int64_t(start));
        m_json.key("endValue");
        unit == "nanoseconds" ? writeNs(m_json, end) : m_json.value(std::int64_t(end));
    }

    void event(char type, TimePs at, FrameId frame)
    {
        tick();
        m_json.beginObject();
        m_json.key("type").value(std::string_view(&type, 1));
        m_json.key("frame").value(m_index[frame]);
        m_json.key("at");
        writeNs(m_json, at);
        m_json.endObject();
    }

    // A track of spans as evented profiles, one per call stack: a track
    // whose siblings ran concurrently cannot be one stack of open frames,
    // so each further stack is a profile of its own ("<track> (lane 2)").
    void writeEvented(const Track &t)
    {
        const CallStacks stacks = CallStacks::of(t.spans);
        const CallStacks::Children children = stacks.children();
        for (std::uint32_t s = 0; s < stacks.count(); ++s)
            writeEvented(t, children, s, CallStacks::stackName(t.info.name, s));
    }

    // Depth first through one stack's tree. Times never go back: a child
    // that ends after its parent (kept by the model) is closed with the
    // parent, and a sibling that starts before the previous one ended opens
    // then.
    void writeEvented(const Track &t, const CallStacks::Children &children, std::uint32_t stack, const QString &name)
    {
        const SpanTrack &spans = t.spans;
        const std::uint32_t n = spans.size();
        beginProfile(name, "evented", "nanoseconds", spans.minStart(), spans.maxEnd());
        m_json.key("events").beginArray();
        struct Open
        {
            std::uint32_t span;
            TimePs end;
            std::uint32_t next; // index into its children
        };
        std::vector<Open> open;
        TimePs last = spans.minStart();
        for (const std::uint32_t root : children.of(n + stack)) {
            last = std::max(last, spans.start(root));
            event('O', last, spans.frame(root));
            open.push_back({root, std::max(last, spans.end(root)), 0});
            while (!open.empty()) {
                Open &top = open.back();
                const std::span<const std::uint32_t> below = children.of(top.span);
                if (top.next < below.size()) {
                    const std::uint32_t c = below[top.next++];
                    const TimePs at = std::clamp(spans.start(c), last, top.end);
                    last = at;
                    event('O', at, spans.frame(c));
                    open.push_back({c, std::clamp(spans.end(c), at, top.end), 0});
                    continue;
                }
                last = std::max(last, top.end);
                event('C', last, spans.frame(top.span));
                open.pop_back();
            }
        }
        m_json.endArray();
        m_json.endObject();
    }

    // m_path, gathered leaf first, as a stack root first.
    void writePath()
    {
        m_json.beginArray();
        for (auto it = m_path.rbegin(); it != m_path.rend(); ++it)
            m_json.value(*it);
        m_json.endArray();
    }

    void writeStack(StackId stack)
    {
        m_path.clear();
        for (StackId s = stack; s != kNoId && s < m_profile.stacks().size(); s = m_profile.stacks().parent(s))
            m_path.push_back(m_index[m_profile.stacks().frame(s)]);
        writePath();
    }

    void writeSamples(const Track &t)
    {
        const SampleTrack &samples = t.samples;
        std::uint32_t count = samples.size();
        // A last sample without a stack only marks where the one before ends.
        if (samples.timed() && count > 1 && samples.stack(count - 1) == kNoId)
            --count;
        std::vector<TimePs> weights = SampleWeights::compute(samples, SampleWeights::profileMedianInterval(m_profile));
        weights.resize(count);
        TimePs sum = 0;
        for (const TimePs w : weights)
            sum += w;
        const TimePs start = samples.timed() ? samples.minTime() : 0;
        beginProfile(t.info.name, "sampled", samples.timed() ? "nanoseconds" : "none", start, start + sum);
        m_json.key("samples").beginArray();
        for (std::uint32_t i = 0; i < count; ++i) {
            tick();
            writeStack(samples.stack(i));
        }
        m_json.endArray();
        m_json.key("weights").beginArray();
        for (const TimePs w : weights)
            samples.timed() ? writeNs(m_json, w) : m_json.value(std::int64_t(w));
        m_json.endArray();
        m_json.endObject();
    }

    void writeNodes(const Track &t)
    {
        const AggregateTree &nodes = t.nodes;
        std::vector<TimePs> self(nodes.size());
        for (std::uint32_t i = 0; i < nodes.size(); ++i) {
            self[i] += nodes.total(i);
            if (nodes.parent(i) != kNoId)
                self[nodes.parent(i)] -= nodes.total(i);
        }
        TimePs sum = 0;
        for (TimePs &s : self)
            sum += (s = std::max<TimePs>(0, s));
        beginProfile(t.info.name, "sampled", "nanoseconds", 0, sum);
        m_json.key("samples").beginArray();
        for (std::uint32_t i = 0; i < nodes.size(); ++i) {
            if (!self[i])
                continue;
            tick();
            m_path.clear();
            for (std::uint32_t up = i; up != kNoId; up = nodes.parent(up))
                m_path.push_back(m_index[nodes.frame(up)]);
            writePath();
        }
        m_json.endArray();
        m_json.key("weights").beginArray();
        for (const TimePs s : self)
            if (s)
                writeNs(m_json, s);
        m_json.endArray();
        m_json.endObject();
    }

    const Profile &m_profile;
    const ReadContext &m_context;
    JsonWriter m_json;
    std::vector<std::uint32_t> m_index; // FrameId -> index in shared.frames
    std::vector<FrameId> m_written;     // shared.frames, as FrameIds
    std::vector<std::uint32_t> m_path;
    std::size_t m_items = 0;
};

} // namespace

QString SpeedscopeWriter::cannotWriteReason(const Profile &profile)
{
    if (profile.spanCount() + profile.sampleCount() + profile.nodeCount() > 0)
        return QString();
    return tr("the profile holds no spans, samples or timings to write as speedscope profiles");
}

QByteArray SpeedscopeWriter::write(const Profile &profile, const ReadContext &context)
{
    return DocumentWriter(profile, context).write();
}

} // namespace hg
