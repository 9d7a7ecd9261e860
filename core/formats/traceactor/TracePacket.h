#pragma once
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace hg {

// A source position as the tracer reports it (`location`, `callsite`).
struct TracePosition
{
    QString url;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    bool present = false;
};

// One TraceActor packet, decoded: frame packets (enteredFrame, exitedFrame)
// with everything the trace types put on them, and the control replies
// (attached, startedTrace, stoppedTrace, detached, errors). Values are kept
// as readable text (see TraceGrip).
struct TracePacket
{
    enum class Kind : std::uint8_t { Entered, Exited, Attached, Detached, Started, Stopped, Error, Other };

    Kind kind = Kind::Other;
    qint64 offset = 0; // in the file, for messages
    QString type;      // as written
    std::optional<std::int64_t> sequence;
    std::optional<double> timeMs;
    // The thread a frame packet ran on, when the trace asked for `thread`
    // (Hourglass's own trace type, for programs with several threads).
    std::optional<std::int64_t> threadId;
    QString threadName;
    bool hasThread() const { return threadId || !threadName.isEmpty(); }

    // enteredFrame
    QString name;
    TracePosition location;
    TracePosition callsite;
    QStringList parameterNames;
    QStringList arguments;
    std::optional<std::int64_t> depth;
    std::optional<std::int64_t> hitCount;
    std::optional<bool> blackBoxed;

    // exitedFrame
    QString why;        // return, throw (or exception), yield, terminated
    QString valueKind;  // which of return / throw / yield carried a value
    QString value;

    // control
    QString traceName;     // startedTrace / stoppedTrace
    QString error;         // wrongState, badParameterType, noSuchTrace, ...
    QString message;
    QStringList traceTypes; // attached
};

} // namespace hg
