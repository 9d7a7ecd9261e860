#include "TraceActorWriter.h"

#include "TraceFraming.h"
#include "analysis/CallStacks.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <functional>

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

// The frames of one call stack of a track, depth first, each span's
// children in start order.
std::vector<FrameEvent> callOrder(const SpanTrack &spans, const CallStacks &stacks, const CallStacks::Children &children,
                                  std::uint32_t stack)
{
    const std::span<const std::uint32_t> roots = children.of(spans.size() + stack);
    std::vector<FrameEvent> events;
    events.reserve(stacks.spansOf(stack).size() * 2);
    // Depth first, without recursion (nesting can be deep).
    struct Step { std::uint32_t span; std::size_t next; };
    std::vector<Step> open;
    for (const std::uint32_t root : roots) {
        events.push_back({root, 0, spans.start(root), true});
        open.push_back({root, 0});
        while (!open.empty()) {
            Step &top = open.back();
            const std::span<const std::uint32_t> below = children.of(top.span);
            if (top.next < below.size()) {
                const std::uint32_t child = below[top.next++];
                events.push_back({child, open.size(), spans.start(child), true});
                open.push_back({child, 0});
            } else {
                events.push_back({top.span, open.size() - 1, spans.end(top.span), false});
                open.pop_back();
            }
        }
    }
    return events;
}

bool isThreaded(const Track &t) { return t.info.threadId >= 0; }

// One thread of a trace as written: a track's call stack. A track is one
// stack unless siblings on it ran concurrently; its further stacks become
// threads of their own ("<track> (lane 2)", ...) beside it, as the model
// has a stack per thread.
struct Thread
{
    const Track *track = nullptr;
    std::uint32_t stack = 0;
    bool threaded = false;
    std::int64_t id = -1;
    QString name;
};

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
        // Thread ids the trace's tracks have; further stacks take others.
        std::int64_t nextId = 1;
        for (const Track *t : tracks)
            if (isThreaded(*t))
                nextId = std::max<std::int64_t>(nextId, t->info.threadId + 1);
        std::vector<Thread> threads;
        std::vector<std::vector<FrameEvent>> events;
        for (const Track *t : tracks) {
            m_origin = std::min(m_origin, t->spans.minStart());
            const CallStacks stacks = CallStacks::of(t->spans);
            const CallStacks::Children children = stacks.children();
            for (std::uint32_t s = 0; s < stacks.count(); ++s) {
                Thread thread{t, s, isThreaded(*t), t->info.threadId, t->info.name};
                if (s > 0) {
                    thread.threaded = true;
                    thread.id = nextId++;
                    thread.name = CallStacks::stackName(t->info.name, s);
                }
                threads.push_back(thread);
                events.push_back(callOrder(t->spans, stacks, children, s));
            }
        }
        // The earliest next event of any thread, the first thread at a tie
        // (a min-heap: a track may have many stacks).
        m_sequence = 0;
        std::vector<std::size_t> next(threads.size(), 0);
        using Due = std::pair<TimePs, std::size_t>;
        std::vector<Due> due;
        for (std::size_t i = 0; i < threads.size(); ++i)
            if (!events[i].empty())
                due.emplace_back(events[i].front().time, i);
        std::make_heap(due.begin(), due.end(), std::greater<>());
        while (!due.empty()) {
            std::pop_heap(due.begin(), due.end(), std::greater<>());
            const std::size_t i = due.back().second;
            due.pop_back();
            frame(threads[i], events[i][next[i]++]);
            if (next[i] < events[i].size()) {
                due.emplace_back(events[i][next[i]].time, i);
                std::push_heap(due.begin(), due.end(), std::greater<>());
            }
        }
        control("stoppedTrace", name);
    }

    QByteArray take() { return std::move(m_out); }
    bool anyThread() const { return m_anyThread; }

private:
    void append(const JsonWriter &w) { m_out += TraceFraming::frame(w.text()); }

    double milliseconds(TimePs t) const { return double(t - m_origin) / 1e9; }

    void frame(const Thread &thread, const FrameEvent &event)
    {
        const SpanTrack &spans = thread.track->spans;
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
        if (thread.threaded) {
            m_anyThread = true;
            w.key("thread").beginObject();
            w.key("id").value(thread.id);
            w.key("name").value(thread.name);
            w.endObject();
        }
        w.endObject();
        append(w);
    }

    const Profile &m_profile;
    QByteArray m_out;
    TimePs m_origin = 0;
    std::int64_t m_sequence = 0;
    bool m_anyThread = false;
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
    const auto &tracks = profile.tracks();
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
    // The types the frames carry, "thread" when any does.
    JsonWriter attached;
    attached.beginObject();
    attached.key("from").value("hourglass");
    attached.key("type").value("attached");
    attached.key("traceTypes").beginArray();
    for (const char *type : {"name", "location", "depth", "time", "return", "throw", "yield"})
        attached.value(type);
    if (log.anyThread())
        attached.value("thread");
    attached.endArray();
    attached.endObject();
    return TraceFraming::frame(attached.text()) + log.take();
}

} // namespace hg
