#include "TraceActorWriter.h"

#include "TraceFraming.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <QHash>
#include <QSet>

namespace hg {

namespace {

// One enteredFrame or exitedFrame to write, in a track's call order.
struct FrameEvent
{
    std::uint32_t span = 0;
    std::size_t depth = 0;
    TimePs time = 0;
    bool entered = true;
};

std::vector<FrameEvent> callOrder(const SpanTrack &spans)
{
    // Children of each span in start order (rows are in start order).
    std::vector<std::vector<std::uint32_t>> children(spans.size());
    std::vector<std::uint32_t> roots;
    for (std::uint32_t d = 0; d < spans.rowCount(); ++d)
        for (std::uint32_t i = spans.row(d).first; i < spans.row(d).last; ++i)
            (spans.parent(i) == kNoId ? roots : children[spans.parent(i)]).push_back(i);
    std::vector<FrameEvent> events;
    events.reserve(spans.size() * 2);
    // Depth first, without recursion (nesting can be deep).
    struct Step { std::uint32_t span; std::size_t next; };
    std::vector<Step> stack;
    for (const std::uint32_t root : roots) {
        events.push_back({root, 0, spans.start(root), true});
        stack.push_back({root, 0});
        while (!stack.empty()) {
            Step &top = stack.back();
            if (top.next < children[top.span].size()) {
                const std::uint32_t child = children[top.span][top.next++];
                events.push_back({child, stack.size(), spans.start(child), true});
                stack.push_back({child, 0});
            } else {
                events.push_back({top.span, stack.size() - 1, spans.end(top.span), false});
                stack.pop_back();
            }
        }
    }
    return events;
}

bool isThreaded(const Track &t) { return t.info.threadId >= 0; }

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

    // One trace of these tracks: one track's frames, or several threads'
    // frames interleaved in time as a live actor sends them (each thread's
    // own order kept).
    void trace(const QString &name, const std::vector<const Track *> &tracks)
    {
        control("startedTrace", name);
        m_origin = INT64_MAX;
        std::vector<std::vector<FrameEvent>> events;
        for (const Track *t : tracks) {
            m_origin = std::min(m_origin, t->spans.minStart());
            events.push_back(callOrder(t->spans));
        }
        m_sequence = 0;
        std::vector<std::size_t> next(tracks.size(), 0);
        for (;;) {
            std::size_t earliest = tracks.size();
            for (std::size_t i = 0; i < tracks.size(); ++i)
                if (next[i] < events[i].size() && (earliest == tracks.size() || events[i][next[i]].time < events[earliest][next[earliest]].time))
                    earliest = i;
            if (earliest == tracks.size())
                break;
            frame(*tracks[earliest], events[earliest][next[earliest]++]);
        }
        control("stoppedTrace", name);
    }

    QByteArray take() { return std::move(m_out); }

private:
    void append(const JsonWriter &w) { m_out += TraceFraming::frame(w.text()); }

    double milliseconds(TimePs t) const { return double(t - m_origin) / 1e9; }

    void frame(const Track &track, const FrameEvent &event)
    {
        const SpanTrack &spans = track.spans;
        const Frame &f = m_profile.frames()[spans.frame(event.span)];
        JsonWriter w;
        w.beginObject();
        w.key("type").value(event.entered ? "enteredFrame" : "exitedFrame");
        w.key("sequence").value(m_sequence++);
        if (event.entered) {
            w.key("name").value(m_profile.frameName(spans.frame(event.span)));
            if (f.file) {
                w.key("location").beginObject();
                w.key("url").value(m_profile.strings().string(f.file));
                w.key("line").value(f.line);
                w.key("column").value(f.column);
                w.endObject();
            }
        } else {
            const QString category = f.category ? m_profile.strings().string(f.category) : QString();
            const bool special = category == QLatin1String("throw") || category == QLatin1String("yield") || category == QLatin1String("terminated");
            w.key("why").value(special ? category : QStringLiteral("return"));
        }
        w.key("depth").value(std::uint64_t(event.depth));
        w.key("time").value(milliseconds(event.time));
        if (isThreaded(track)) {
            w.key("thread").beginObject();
            w.key("id").value(std::int64_t(track.info.threadId));
            w.key("name").value(track.info.name);
            w.endObject();
        }
        w.endObject();
        append(w);
    }

    const Profile &m_profile;
    QByteArray m_out;
    TimePs m_origin = 0;
    std::int64_t m_sequence = 0;
};

} // namespace

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
    const auto &tracks = profile.tracks();
    if (std::any_of(tracks.begin(), tracks.end(), isThreaded))
        attached.value("thread");
    attached.endArray();
    attached.endObject();
    QByteArray out = TraceFraming::frame(attached.text());
    // Threads of one group are one trace (as a live recording of a program
    // sends them); any other track is a trace of its own.
    std::vector<std::pair<QString, std::vector<const Track *>>> traces;
    QSet<QString> groupsWritten;
    for (const Track &t : tracks) {
        if (t.spans.empty())
            continue;
        if (!isThreaded(t) || t.info.group.isEmpty()) {
            traces.push_back({t.info.name, {&t}});
        } else if (!groupsWritten.contains(t.info.group)) {
            groupsWritten.insert(t.info.group);
            std::vector<const Track *> threads;
            for (const Track &other : tracks)
                if (isThreaded(other) && other.info.group == t.info.group && !other.spans.empty())
                    threads.push_back(&other);
            traces.push_back({t.info.group, threads});
        }
    }
    // A reader joins traces of one name: tracks that share a name (the same
    // stream on two devices) get their group, then a number, to stay apart.
    QHash<QString, int> uses;
    for (const auto &trace : traces)
        ++uses[trace.first];
    QSet<QString> taken;
    for (auto &[name, members] : traces) {
        if (uses[name] > 1 && !members.front()->info.group.isEmpty() && members.size() == 1)
            name = QStringLiteral("%1 [%2]").arg(name, members.front()->info.group);
        const QString base = name;
        for (int n = 2; taken.contains(name); ++n)
            name = QStringLiteral("%1 #%2").arg(base).arg(n);
        taken.insert(name);
        log.trace(name, members);
        context.checkCancelled();
    }
    return out + log.take();
}

} // namespace hg
