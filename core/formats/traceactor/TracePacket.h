#pragma once
#include "TraceTextArena.h"
#include "TraceTextCache.h"
#include "TraceValueText.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

namespace hg {

// A source position as the tracer reports it (`location`).
struct TracePosition
{
    QString url;
    std::uint32_t urlNumber = kNoTextNumber; // see TracePacket::nameNumber
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    bool present = false;
};

// What the actor's control replies say beyond their type: rare next to
// frame packets, so kept apart (a packet is made and read millions of times).
struct TraceReply
{
    QString error;          // wrongState, badParameterType, noSuchTrace, ...
    QString message;
    QStringList traceTypes; // attached
};

// One TraceActor packet, decoded: frame packets (enteredFrame, exitedFrame)
// with everything the trace types put on them, and the control replies
// (attached, startedTrace, stoppedTrace, detached, errors). Values are kept
// as readable text (see TraceGrip), in the TraceTextArena of the packet's
// batch. Members are ordered to leave few gaps: files hold millions of
// packets, each written and read once.
struct TracePacket
{
    enum class Kind : std::uint8_t { Entered, Exited, Attached, Detached, Started, Stopped, Error, Other };
    // Which member of an exitedFrame carried its `value`.
    enum class ValueKind : std::uint8_t { None, Return, Throw, Yield };

    Kind kind = Kind::Other;
    ValueKind valueKind = ValueKind::None; // exitedFrame
private: // here, for the layout: in the gap before nameNumber
    std::uint8_t m_present = 0; // which of the numbers below it carries (Bits)
public:
    // The parser's number for `name` (TraceTextCache::text): packets with
    // the same number have the same name, when one parser (or the parsers
    // of one TraceParseAhead, numbered apart) made them. kNoTextNumber
    // when it has none.
    std::uint32_t nameNumber = kNoTextNumber;
    qint64 offset = 0; // in the file, for messages

    // The numbers a packet may carry, each with whether it did: in one
    // byte of bits rather than each in an std::optional's padded flag.
    std::optional<std::int64_t> sequence() const { return get(kSequence, m_sequence); }
    std::optional<double> timeMs() const { return get(kTime, m_timeMs); }
    std::optional<std::int64_t> depth() const { return get(kDepth, m_depth); }
    // The thread a frame packet ran on, when the trace asked for `thread`
    // (Hourglass's own trace type, for programs with several threads).
    std::optional<std::int64_t> threadId() const { return get(kThreadId, m_threadId); }
    std::optional<std::int64_t> hitCount() const { return get(kHitCount, m_hitCount); } // enteredFrame
    std::optional<bool> blackBoxed() const { return get(kBlackBoxed, bool(m_present & kBlackBoxedValue)); }
    void setSequence(std::optional<std::int64_t> v) { set(kSequence, m_sequence, v); }
    void setTimeMs(std::optional<double> v) { set(kTime, m_timeMs, v); }
    void setDepth(std::optional<std::int64_t> v) { set(kDepth, m_depth, v); }
    void setThreadId(std::optional<std::int64_t> v) { set(kThreadId, m_threadId, v); }
    void setHitCount(std::optional<std::int64_t> v) { set(kHitCount, m_hitCount, v); }
    void setBlackBoxed(std::optional<bool> v)
    {
        m_present &= std::uint8_t(~(kBlackBoxed | kBlackBoxedValue));
        if (v)
            m_present |= std::uint8_t(kBlackBoxed | (*v ? kBlackBoxedValue : 0));
    }

    QString threadName;
    bool hasThread() const { return (m_present & kThreadId) || !threadName.isEmpty(); }

    // The frame's name (enteredFrame), or the trace's (startedTrace, stoppedTrace).
    QString name;

    // enteredFrame
    TracePosition location;
    // The `callsite` position as the text spans keep: "url:line:column"
    // ("?" for no url, no line or column when 0); empty when there is none.
    TraceValueText callsite;
    QStringList parameterNames;
    std::span<const TraceValueText> arguments; // each as TraceGrip renders it

    // exitedFrame
    QString why;        // return, throw (or exception), yield, terminated
    std::uint32_t whyNumber = kNoTextNumber; // as nameNumber
    TraceValueText value; // as valueKind says

    // attached, and error replies
    std::shared_ptr<const TraceReply> reply;
    QString error() const { return reply ? reply->error : QString(); }

    // Copies the texts into `arena`, for a packet kept after its batch's arena is cleared.
    void keepTextsIn(TraceTextArena &arena);

private:
    enum Bit : std::uint8_t {
        kSequence = 1, kTime = 2, kDepth = 4, kThreadId = 8, kHitCount = 16, kBlackBoxed = 32, kBlackBoxedValue = 64
    };
    template <typename T>
    std::optional<T> get(Bit bit, T value) const
    {
        return m_present & bit ? std::optional<T>(value) : std::nullopt;
    }
    template <typename T>
    void set(Bit bit, T &field, std::optional<T> value)
    {
        field = value.value_or(T());
        m_present = std::uint8_t(value ? m_present | bit : m_present & ~bit);
    }

    std::int64_t m_sequence = 0;
    double m_timeMs = 0;
    std::int64_t m_depth = 0;
    std::int64_t m_threadId = 0;
    std::int64_t m_hitCount = 0;
};

} // namespace hg
