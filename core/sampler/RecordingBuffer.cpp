#include "RecordingBuffer.h"

#include "model/ProfileBuilder.h"

#include <QMutexLocker>

#include <algorithm>

#include <sys/utsname.h>

namespace hg {

void RecordingBuffer::setTarget(const Target &target)
{
    QMutexLocker lock(&m_mutex);
    m_target = target;
}

std::uint32_t RecordingBuffer::addFunction(const SampledFunction &function)
{
    QMutexLocker lock(&m_mutex);
    m_functions.push_back(function);
    return std::uint32_t(m_functions.size() - 1);
}

void RecordingBuffer::setFunctionSource(std::uint32_t id, const QString &file, std::uint32_t line)
{
    QMutexLocker lock(&m_mutex);
    if (id < m_functions.size()) {
        m_functions[id].file = file;
        m_functions[id].line = line;
    }
}

RecordingBuffer::Thread &RecordingBuffer::thread(qint64 tid)
{
    auto [slot, added] = m_threadIndex.try_emplace(tid, m_threads.size());
    if (added)
        m_threads.push_back(Thread{tid, QString::number(tid), {}});
    return m_threads[slot->second];
}

void RecordingBuffer::setThreadName(qint64 tid, const QString &name)
{
    QMutexLocker lock(&m_mutex);
    thread(tid).name = name;
}

bool RecordingBuffer::hasThread(qint64 tid) const
{
    QMutexLocker lock(&m_mutex);
    return m_threadIndex.count(tid) != 0;
}

std::uint32_t RecordingBuffer::stackOf(std::span<const std::uint32_t> leafFirst)
{
    std::uint32_t node = kNoId;
    for (auto it = leafFirst.rbegin(); it != leafFirst.rend(); ++it) {
        // kNoId + 1 wraps to 0, so the root's children key on parent 0.
        const std::uint64_t key = (std::uint64_t(node + 1) << 32) | *it;
        auto [slot, added] = m_stackIndex.try_emplace(key, std::uint32_t(m_stacks.size()));
        if (added)
            m_stacks.push_back(StackNode{node, *it});
        node = slot->second;
    }
    return node;
}

void RecordingBuffer::addSample(qint64 tid, TimePs time, std::span<const std::uint32_t> leafFirst, SampleFigures figures)
{
    QMutexLocker lock(&m_mutex);
    const std::uint32_t stack = stackOf(leafFirst);
    thread(tid).samples.push_back(Sample{time, stack, figures});
    ++m_sampleCount;
    m_elapsed = std::max(m_elapsed, time);
}

void RecordingBuffer::setElapsed(TimePs elapsed)
{
    QMutexLocker lock(&m_mutex);
    m_elapsed = std::max(m_elapsed, elapsed);
}

void RecordingBuffer::addNote(const QString &note)
{
    QMutexLocker lock(&m_mutex);
    m_notes.push_back(note);
}

RecordingBuffer::Totals RecordingBuffer::totals() const
{
    QMutexLocker lock(&m_mutex);
    return Totals{m_sampleCount, m_threads.size(), m_functions.size(), m_elapsed};
}

std::vector<RecordingBuffer::NewSample> RecordingBuffer::samplesSince(std::vector<std::size_t> &cursors) const
{
    QMutexLocker lock(&m_mutex);
    cursors.resize(m_threads.size(), 0);
    std::vector<NewSample> fresh;
    for (std::size_t t = 0; t < m_threads.size(); ++t) {
        const Thread &thread = m_threads[t];
        for (; cursors[t] < thread.samples.size(); ++cursors[t]) {
            NewSample sample{thread.tid, thread.name, {}};
            for (std::uint32_t node = thread.samples[cursors[t]].stack; node != kNoId; node = m_stacks[node].parent)
                sample.rootFirst.push_back(m_stacks[node].function);
            std::reverse(sample.rootFirst.begin(), sample.rootFirst.end());
            fresh.push_back(std::move(sample));
        }
    }
    return fresh;
}

SampledFunction RecordingBuffer::function(std::uint32_t id) const
{
    QMutexLocker lock(&m_mutex);
    return id < m_functions.size() ? m_functions[id] : SampledFunction{};
}

RecordingBuffer::Changes RecordingBuffer::changesSince(Cursor &cursor) const
{
    QMutexLocker lock(&m_mutex);
    Changes changes;
    changes.newStacks.assign(m_stacks.begin() + qsizetype(std::min(cursor.stacks, m_stacks.size())), m_stacks.end());
    cursor.stacks = m_stacks.size();
    cursor.samples.resize(m_threads.size(), 0);
    for (std::size_t t = 0; t < m_threads.size(); ++t) {
        const Thread &thread = m_threads[t];
        for (; cursor.samples[t] < thread.samples.size(); ++cursor.samples[t]) {
            const Sample &sample = thread.samples[cursor.samples[t]];
            changes.newSamples.push_back(TimedSample{thread.tid, sample.time, sample.stack, sample.figures});
        }
        changes.threads.emplace_back(thread.tid, thread.name);
    }
    changes.functions = m_functions;
    return changes;
}

ProfilePtr RecordingBuffer::metadataProfile() const
{
    QMutexLocker lock(&m_mutex);
    const Target target = m_target;
    const TimePs elapsed = m_elapsed;
    lock.unlock();
    ProfileBuilder builder(QStringLiteral("recording"));
    describe(builder, target, elapsed);
    return builder.build();
}

void RecordingBuffer::describe(ProfileBuilder &builder, const Target &target, TimePs elapsed) const
{
    builder.setMetadata("event_id", m_eventId.toStdString());
    builder.setMetadata("transaction.id", m_transactionId.toStdString());
    builder.setMetadata("transaction.trace_id", m_traceId.toStdString());
    builder.setStartEpochNs(target.startEpochNs);
    builder.setRecordedDuration(elapsed);
    utsname system{};
    uname(&system);
    builder.setMetadata("platform", "native");
    builder.setMetadata("os.name", std::string_view(system.sysname));
    builder.setMetadata("os.version", std::string_view(system.release));
    builder.setMetadata("device.architecture", std::string_view(system.machine));
    builder.setMetadata("transaction.name", target.command.toStdString());
    builder.setMetadata("active_thread_id", std::to_string(target.pid));
    builder.setMetadata("recording.pid", std::to_string(target.pid));
    builder.setMetadata("recording.rate_hz", QString::number(target.rateHz).toStdString());
}

ProfilePtr RecordingBuffer::toProfile() const
{
    // Copy under the lock (the sampler keeps adding), build outside it.
    QMutexLocker lock(&m_mutex);
    const Target target = m_target;
    const std::vector<SampledFunction> functions = m_functions;
    const std::vector<StackNode> stacks = m_stacks;
    const std::vector<Thread> threads = m_threads;
    const TimePs elapsed = m_elapsed;
    const QStringList notes = m_notes;
    lock.unlock();

    ProfileBuilder builder(QStringLiteral("recording"));
    describe(builder, target, elapsed);

    std::vector<FrameId> frames;
    frames.reserve(functions.size());
    for (const SampledFunction &function : functions) {
        Frame frame;
        frame.name = builder.intern(function.name);
        frame.module = builder.intern(function.module);
        if (!function.file.isEmpty())
            frame.file = builder.intern(function.file);
        frame.line = function.line;
        frame.address = function.address;
        frame.flags = Frame::HasAddress | (function.inApp ? Frame::InApp : Frame::NotInApp);
        frames.push_back(builder.addFrame(frame));
    }
    // Nodes come after their parents, so one pass maps them all.
    std::vector<StackId> stackIds(stacks.size());
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const StackId parent = stacks[i].parent == kNoId ? kNoId : stackIds[stacks[i].parent];
        stackIds[i] = builder.addStack(parent, frames[stacks[i].function]);
    }
    for (const Thread &thread : threads) {
        TrackInfo info;
        info.name = thread.name;
        info.threadId = thread.tid;
        info.processId = target.pid;
        info.group = target.command;
        info.externalId = QString::number(thread.tid);
        const TrackId track = builder.addTrack(info);
        for (const Sample &sample : thread.samples) {
            const std::uint32_t added = builder.addSample(track, sample.time, sample.stack == kNoId ? kNoId : stackIds[sample.stack]);
            if (sample.figures.cpuNs != SampleTrack::kUnknownCpu)
                builder.setSampleCpu(track, added, sample.figures.cpuNs);
            if (sample.figures.state != ThreadState::Unknown)
                builder.setSampleState(track, added, sample.figures.state);
        }
    }
    for (const QString &note : notes)
        builder.warn(note);
    return builder.build();
}

} // namespace hg
