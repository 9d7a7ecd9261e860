#include "TraceActorWriter.h"

#include "TraceFraming.h"
#include "formats/JsonWriter.h"
#include "formats/ReadContext.h"
#include "model/Profile.h"

namespace hg {

namespace {

class PacketLog
{
public:
    explicit PacketLog(const Profile &profile) : m_profile(profile) {}

    void control(const char *type, const QString &name)
    {
        JsonWriter w;
        w.beginObject();
        w.key("from").value("hourglass");
        w.key("type").value(type);
        w.key("why").value("requested");
        w.key("name").value(name);
        w.endObject();
        append(w);
    }

    void track(const SpanTrack &spans)
    {
        // Children of each span in start order (rows are in start order).
        std::vector<std::vector<std::uint32_t>> children(spans.size());
        std::vector<std::uint32_t> roots;
        for (std::uint32_t d = 0; d < spans.depthCount(); ++d)
            for (std::uint32_t i = spans.row(d).first; i < spans.row(d).last; ++i)
                (spans.parent(i) == kNoId ? roots : children[spans.parent(i)]).push_back(i);
        m_origin = spans.minStart();
        m_sequence = 0;
        // Depth first, without recursion (nesting can be deep).
        struct Step { std::uint32_t span; std::size_t next; };
        std::vector<Step> stack;
        for (const std::uint32_t root : roots) {
            entered(spans, root, 0);
            stack.push_back({root, 0});
            while (!stack.empty()) {
                Step &top = stack.back();
                if (top.next < children[top.span].size()) {
                    const std::uint32_t child = children[top.span][top.next++];
                    entered(spans, child, stack.size());
                    stack.push_back({child, 0});
                } else {
                    exited(spans, top.span, stack.size() - 1);
                    stack.pop_back();
                }
            }
        }
    }

    QByteArray take() { return std::move(m_out); }

private:
    void append(const JsonWriter &w) { m_out += TraceFraming::frame(w.text()); }

    double milliseconds(TimePs t) const { return double(t - m_origin) / 1e9; }

    void entered(const SpanTrack &spans, std::uint32_t span, std::size_t depth)
    {
        const Frame &f = m_profile.frames()[spans.frame(span)];
        JsonWriter w;
        w.beginObject();
        w.key("type").value("enteredFrame");
        w.key("sequence").value(m_sequence++);
        w.key("name").value(m_profile.frameName(spans.frame(span)));
        if (f.file) {
            w.key("location").beginObject();
            w.key("url").value(m_profile.strings().string(f.file));
            w.key("line").value(f.line);
            w.key("column").value(f.column);
            w.endObject();
        }
        w.key("depth").value(std::uint64_t(depth));
        w.key("time").value(milliseconds(spans.start(span)));
        w.endObject();
        append(w);
    }

    void exited(const SpanTrack &spans, std::uint32_t span, std::size_t depth)
    {
        const Frame &f = m_profile.frames()[spans.frame(span)];
        const QString category = f.category ? m_profile.strings().string(f.category) : QString();
        const bool special = category == QLatin1String("throw") || category == QLatin1String("yield") || category == QLatin1String("terminated");
        JsonWriter w;
        w.beginObject();
        w.key("type").value("exitedFrame");
        w.key("sequence").value(m_sequence++);
        w.key("why").value(special ? category : QStringLiteral("return"));
        w.key("depth").value(std::uint64_t(depth));
        w.key("time").value(milliseconds(spans.end(span)));
        w.endObject();
        append(w);
    }

    const Profile &m_profile;
    QByteArray m_out;
    TimePs m_origin = 0;
    std::int64_t m_sequence = 0;
};

} // namespace

FormatWriter TraceActorWriter::format()
{
    FormatWriter f;
    f.id = QStringLiteral("traceactor");
    f.displayName = tr("Firefox TraceActor packets");
    f.extensions = {QStringLiteral("traceactor")};
    f.cannotWriteReason = &TraceActorWriter::cannotWriteReason;
    f.write = &TraceActorWriter::write;
    return f;
}

QString TraceActorWriter::cannotWriteReason(const Profile &profile)
{
    return profile.spanCount() ? QString()
                               : tr("TraceActor logs hold entered and exited frames, and this profile has no spans (it holds samples or aggregated records)");
}

QByteArray TraceActorWriter::write(const Profile &profile, const ReadContext &context)
{
    PacketLog log(profile);
    JsonWriter attached;
    attached.beginObject();
    attached.key("from").value("hourglass");
    attached.key("type").value("attached");
    attached.key("traceTypes").beginArray();
    for (const char *type : {"name", "location", "depth", "time", "return", "throw", "yield"})
        attached.value(type);
    attached.endArray();
    attached.endObject();
    QByteArray out = TraceFraming::frame(attached.text());
    for (const Track &t : profile.tracks()) {
        if (t.spans.empty())
            continue;
        log.control("startedTrace", t.info.name);
        log.track(t.spans);
        log.control("stoppedTrace", t.info.name);
        context.checkCancelled();
    }
    return out + log.take();
}

} // namespace hg
