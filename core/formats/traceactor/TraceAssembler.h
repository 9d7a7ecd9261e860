#pragma once
#include "TracePacket.h"
#include "model/AttributeTable.h"
#include "model/Ids.h"
#include "model/Time.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <array>
#include <deque>
#include <optional>
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
    // The packet is not kept: the assembler interns what its spans need.
    // Packets with text numbers (TracePacket::nameNumber) must all come
    // from one parser, or from the parsers of one TraceParseAhead.
    void add(const TracePacket &packet);
    // A hint, a few packets before add(): starts loading what interning
    // the packet's values will look at.
    void prefetch(const TracePacket &packet) const;
    // Closes what is still open and adds the warnings.
    void finish();
    // Holds the warnings back until releaseWarnings(), so that a reader that
    // assembles while it reads can put the ones it finds first, as they
    // were when the whole file was read before assembling.
    void holdWarnings() { m_holdWarnings = true; }
    void releaseWarnings();

private:
    // An attribute of a frame still open, interned when its packet came.
    struct PendingAttribute
    {
        StringId key{};
        AttributeValue value;
    };
    // A frame of a lane, in the order frames were entered: its slot is
    // taken when it is entered (or when an exit without entry is seen) and
    // filled in when it ends. Texts are interned when their packet comes,
    // so nothing of the packet is kept.
    struct LaneFrame
    {
        TimePs start = 0;
        TimePs end = 0;
        StringId name{};
        StringId file{};
        std::uint32_t line = 0;
        std::uint32_t column = 0;
        // The enteredFrame's attributes: these in the lane's `attributes`.
        std::size_t firstAttribute = 0;
        std::uint32_t attributeCount = 0;
        bool entered = false;
        bool exited = false;
        StringId category{};     // throw, yield or terminated colour the frame
        StringId why = kNoId;      // the exit reason, if the exit gave one
        StringId valueKey = kNoId; // "return value", ...: kNoId when no value came
        StringId value{};
    };
    // The frames of one thread in one trace (or of a trace without threads).
    struct Lane
    {
        TrackId track{};
        bool assigned = false;
        // Which frames it takes: those without a thread, those of a thread
        // id, or (without an id) those of a thread name.
        bool hasThread = false;
        std::optional<std::int64_t> threadId;
        QString threadName;
        std::vector<std::size_t> stack; // open frames, as slots in `frames`
        // Frames held until the lane's outermost frame exits, then added in
        // the order they were entered: a frame and its only child can start
        // and end at the same time, and the model nests such ties in the
        // order spans are added. A deque: an outermost frame can stay open
        // for most of a trace, and a growing vector would copy all it holds.
        std::deque<LaneFrame> frames;
        std::vector<PendingAttribute> attributes; // of `frames`, in their order
    };
    struct Trace
    {
        QString name;
        std::vector<Lane> lanes; // the first made with the trace, taken by its first frame
    };
    // An exitedFrame, interned once for every trace it ends a frame of.
    struct ExitInfo
    {
        StringId category{};
        StringId why = kNoId;
        StringId valueKey = kNoId;
        StringId value{};
    };

    TimePs timeOf(const TracePacket &packet);
    int traceNamed(const QString &name);
    Lane &laneOf(Trace &trace, const TracePacket &packet);
    void stop(int trace, TimePs at);
    void enter(const TracePacket &packet, TimePs at);
    void exit(const TracePacket &exited, TimePs at);
    void addFinishedSpans(Lane &lane);
    void addSpan(const Lane &lane, const LaneFrame &frame);
    // The traces a frame packet belongs to: the active ones, or the default.
    const std::vector<int> &framePacketTraces();
    void warn(const QString &message, qint64 offset = -1);
    // The attribute keys every span repeats, each interned once.
    enum class Key : std::uint8_t {
        Callsite, Parameters, Depth, HitCount, BlackBoxed, Sequence, Exit, UnmatchedExit, NeverExited,
        ReturnValue, ThrowValue, YieldValue, Count
    };
    StringId keyId(Key key);
    // "return value", "throw value" or "yield value".
    StringId valueKey(TracePacket::ValueKind valueKind);
    // intern() through a QString-keyed table, for the few texts every span
    // repeats (names, files, attribute keys): no UTF-8 conversion each time.
    StringId internRepeated(const QString &text);
    // intern() of a text the parser numbered (TracePacket::nameNumber):
    // by its number, without reading the text again once it was seen.
    StringId internNumbered(const QString &text, std::uint32_t number);
    // The category an exit reason gives its frame (throw, yield,
    // terminated; 0 for none), remembered for the few reasons there are.
    StringId categoryOf(StringId whyId, const QString &why);
    // The key "argument NAME", remembered per parameter name.
    StringId argumentKey(const QString &parameter);
    StringId intern(const TraceValueText &text);

    ProfileBuilder &m_builder;
    std::vector<Trace> m_traces;
    QHash<QString, int> m_byName;
    // Bounded: a file of all-different texts only interns them as it would anyway.
    static constexpr qsizetype kMaxRemembered = 1 << 16;
    QHash<QString, StringId> m_repeated;
    QHash<QString, StringId> m_argumentKeys;
    std::vector<StringId> m_numbered; // by text number; kNoId until seen
    static constexpr std::size_t kMaxCategories = 16;
    std::vector<std::pair<StringId, StringId>> m_categories; // exit reason, its category
    std::array<StringId, std::size_t(Key::Count)> m_keys; // kNoId until first used
    static constexpr std::size_t kMaxActiveTraces = 64;
    std::vector<int> m_active; // in start order
    std::vector<int> m_defaultOnly; // {m_default}, for frames outside any trace
    std::vector<PendingAttribute> m_entering; // the attributes of the frame being entered
    int m_default = -1;        // the track for frames outside any trace
    int m_unnamedTraces = 0;
    TimePs m_sessionOrigin = 0;
    TimePs m_lastTime = 0;
    std::int64_t m_ordinal = 0; // frame packets in the session, for untimed ones
    std::size_t m_unmatchedExits = 0;
    std::size_t m_neverExited = 0;
    bool m_holdWarnings = false;
    std::vector<std::pair<QString, qint64>> m_heldWarnings; // message, offset
};

} // namespace hg
