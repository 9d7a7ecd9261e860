#pragma once
#include "symbols/SampledFunction.h"
#include "model/Profile.h"
#include "model/ThreadState.h"

#include <QMutex>
#include <QUuid>

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace hg {

class ProfileBuilder;

// What a sample says of its thread besides its stack: the CPU time it used
// since its previous sample and its state (see SampleTrack).
struct SampleFigures
{
    std::uint64_t cpuNs = SampleTrack::kUnknownCpu;
    ThreadState state = ThreadState::Unknown;
};

// What a recording has gathered so far: functions, the call stacks they
// form, and each thread's samples. The sampler thread adds to it; any
// thread may turn it into a Profile at any time (the live views, the file
// flushed during recording, the final save).
class RecordingBuffer
{
public:
    struct Target
    {
        qint64 pid = -1;
        QString command;
        double rateHz = 0;
        qint64 startEpochNs = 0;
    };
    struct Totals
    {
        std::size_t samples = 0;
        std::size_t threads = 0;
        std::size_t functions = 0;
        TimePs elapsed = 0;
    };

    void setTarget(const Target &target);
    std::uint32_t addFunction(const SampledFunction &function);
    // The source line of a function added without one.
    void setFunctionSource(std::uint32_t id, const QString &file, std::uint32_t line);
    // Names a thread (first seen, or renamed by the target).
    void setThreadName(qint64 tid, const QString &name);
    bool hasThread(qint64 tid) const;
    // A sample of `tid` at `time` (since the start) whose functions are
    // given leaf first.
    void addSample(qint64 tid, TimePs time, std::span<const std::uint32_t> leafFirst, SampleFigures figures = {});
    void setElapsed(TimePs elapsed);
    void addNote(const QString &note); // shown as a warning of the document

    Totals totals() const;
    ProfilePtr toProfile() const;

    // The samples added since `cursors` (one position per thread, grown as
    // threads appear), each with its functions root first; advances them.
    struct NewSample
    {
        qint64 tid;
        QString threadName;
        std::vector<std::uint32_t> rootFirst;
    };
    std::vector<NewSample> samplesSince(std::vector<std::size_t> &cursors) const;
    SampledFunction function(std::uint32_t id) const;

    // What a file written bit by bit needs since it last looked (see
    // RecordingFile): the call-stack nodes and samples added since `cursor`
    // (which advances), and all functions and thread names, as a function
    // may get its source line and a thread its name later.
    struct StackNode
    {
        std::uint32_t parent; // an earlier node, or kNoId
        std::uint32_t function;
    };
    struct TimedSample
    {
        qint64 tid;
        TimePs time;
        std::uint32_t stack; // its leaf node, or kNoId
        SampleFigures figures;
    };
    struct Cursor
    {
        std::size_t stacks = 0;
        std::vector<std::size_t> samples; // per thread
    };
    struct Changes
    {
        std::vector<StackNode> newStacks;
        std::vector<TimedSample> newSamples;
        std::vector<SampledFunction> functions;
        std::vector<std::pair<qint64, QString>> threads;
    };
    Changes changesSince(Cursor &cursor) const;
    // The recording's metadata (target, system, rate) in a profile without
    // frames or samples.
    ProfilePtr metadataProfile() const;

private:
    struct Sample
    {
        TimePs time;
        std::uint32_t stack;
        SampleFigures figures;
    };
    struct Thread
    {
        qint64 tid;
        QString name;
        std::vector<Sample> samples;
    };
    std::uint32_t stackOf(std::span<const std::uint32_t> leafFirst);
    void describe(ProfileBuilder &builder, const Target &target, TimePs elapsed) const;
    Thread &thread(qint64 tid);

    mutable QMutex m_mutex;
    // The recording's ids in Sentry's terms, the same in every file written of it.
    const QString m_eventId = QUuid::createUuid().toString(QUuid::Id128);
    const QString m_transactionId = QUuid::createUuid().toString(QUuid::Id128);
    const QString m_traceId = QUuid::createUuid().toString(QUuid::Id128);
    Target m_target;
    std::vector<SampledFunction> m_functions;
    std::vector<StackNode> m_stacks;
    std::unordered_map<std::uint64_t, std::uint32_t> m_stackIndex; // (parent, function) -> node
    std::vector<Thread> m_threads;
    std::unordered_map<qint64, std::size_t> m_threadIndex;
    std::size_t m_sampleCount = 0;
    TimePs m_elapsed = 0;
    QStringList m_notes;
};

} // namespace hg
