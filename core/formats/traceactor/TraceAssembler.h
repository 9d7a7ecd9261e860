#pragma once
#include "TracePacket.h"
#include "model/Ids.h"
#include "model/Time.h"

#include <QCoreApplication>
#include <QHash>
#include <vector>

namespace hg {

class ProfileBuilder;

// Builds the profile from TraceActor packets in protocol order: every named
// trace (startedTrace / stoppedTrace) is a track, and a frame entered while
// several traces run belongs to each; packets outside any trace go to one
// "Trace" track. An entered frame becomes a span when it exits, named and
// placed by its location, with its callsite, arguments, depth, exit reason
// and returned, thrown or yielded value as attributes; frames that exit by
// throw, yield or termination get that category (and its colour). Exits
// without an entry and frames never exited are kept and flagged. Frame
// packets that carry a `thread` make one track per trace and thread (named
// after the thread, grouped under the trace), each with its own stack.
class TraceAssembler
{
    Q_DECLARE_TR_FUNCTIONS(TraceAssembler)
public:
    explicit TraceAssembler(ProfileBuilder &builder);

    // Times start again (the actor's clock and sequence reset with tracing).
    void startSession();
    void add(const TracePacket &packet);
    // Closes what is still open and adds the warnings.
    void finish();

private:
    struct Open
    {
        TimePs start = 0;
        const TracePacket *entered = nullptr;
        std::uint64_t entry = 0; // order of entry, among all frames
    };
    struct Finished
    {
        Open open;
        const TracePacket *exited = nullptr;
        TimePs end = 0;
    };
    // The frames of one thread in one trace (or of a trace without threads).
    struct Lane
    {
        TrackId track = 0;
        QString thread; // empty: frames without a thread
        bool assigned = false;
        std::vector<Open> stack;
        // Exited frames held until the lane's outermost frame exits, then
        // added in the order they were entered: a frame and its only child
        // can start and end at the same time, and the model nests such ties
        // in the order spans are added.
        std::vector<Finished> finished;
    };
    struct Trace
    {
        QString name;
        std::vector<Lane> lanes; // the first made with the trace, taken by its first frame
    };

    TimePs timeOf(const TracePacket &packet);
    int traceNamed(const QString &name);
    Lane &laneOf(Trace &trace, const TracePacket &packet);
    void stop(int trace, TimePs at);
    void enter(const TracePacket &packet, TimePs at);
    void exit(const TracePacket *exited, TimePs at);
    void finishFrame(Lane &lane, const Open &open, const TracePacket *exited, TimePs end);
    void addFinishedSpans(Lane &lane);
    void addSpan(Lane &lane, const Open &open, const TracePacket *exited, TimePs end);
    // intern() through a QString-keyed table, for the few texts every span
    // repeats (names, files, attribute keys): no UTF-8 conversion each time.
    StringId internRepeated(const QString &text);

    ProfileBuilder &m_builder;
    std::vector<Trace> m_traces;
    QHash<QString, int> m_byName;
    QHash<QString, StringId> m_repeated;
    static constexpr std::size_t kMaxActiveTraces = 64;
    std::vector<int> m_active; // in start order
    int m_default = -1;        // the track for frames outside any trace
    int m_unnamedTraces = 0;
    TimePs m_sessionOrigin = 0;
    TimePs m_lastTime = 0;
    std::int64_t m_ordinal = 0; // frame packets in the session, for untimed ones
    std::uint64_t m_entries = 0;
    std::size_t m_unmatchedExits = 0;
    std::size_t m_neverExited = 0;
};

} // namespace hg
