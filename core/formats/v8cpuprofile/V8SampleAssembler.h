#pragma once
#include "model/Ids.h"
#include "model/Time.h"
#include "util/FlatCounter.h"

#include <QCoreApplication>
#include <cstdint>
#include <optional>
#include <vector>

namespace hg {

class ProfileBuilder;
class V8Frames;
class V8ProfileNodes;

// The samples of one V8 CPU profile and their times, as they arrive: the
// node id of each sample ("samples") and the microseconds from the one
// before ("timeDeltas", the first from "startTime"; they may be negative),
// or the old format's absolute "timestamps"; a whole .cpuprofile at once or
// a Chrome trace's ProfileChunk events one after another, each chunk's two
// arrays paired element by element. finish() makes them a sample track's
// columns, each sample on the stack of its node; the builder orders them by
// time.
class V8SampleAssembler
{
    Q_DECLARE_TR_FUNCTIONS(V8SampleAssembler)
public:
    // Room for this many more samples, or more times. (Only ids, lines or
    // times are touched by a call that adds them, so that ids and lines
    // can be added on one core while times are on another.)
    void reserve(std::size_t samples);
    void reserveTimes(std::size_t times);
    // What has been added of one part so far, to take back what came after
    // it (an array that turned out not to be read that way).
    enum class Part { Ids, Times, Lines };
    struct Mark
    {
        Part part = Part::Ids;
        std::size_t size = 0, badIds = 0;
        TimePs clock = 0;
        bool anyTime = false, timestamps = false;
        std::int64_t firstTimestampUs = 0;
    };
    Mark mark(Part part) const;
    void undo(const Mark &mark);
    void addSample(std::int64_t nodeId);
    // Many at once (a long array read a block at a time); addDeltas returns
    // how many it took before one would run the clock past kMaxPs.
    void addSamples(const std::int64_t *nodeIds, std::size_t count);
    std::size_t addDeltas(const TimePs *deltas, std::size_t count);
    // Times stay within kMaxPs of the profile's start either way, so that
    // any two differ by less than int64 picoseconds.
    static constexpr TimePs kMaxPs = TimePs(1) << 61; // 26 days
    // A delta in ps; false when the clock would run past kMaxPs.
    bool addDelta(TimePs delta)
    {
        if (__builtin_add_overflow(m_clock, delta, &m_clock) || m_clock > kMaxPs || m_clock < -kMaxPs)
            return false;
        m_times.push_back(m_clock);
        m_anyTime = true;
        return true;
    }
    // The old format's absolute time of a sample, in microseconds of its
    // clock; false when it lies more than kMaxPs from the first one.
    bool addTimestamp(std::int64_t us, TimePs fractionPs);
    // A Chrome trace chunk's source line of each sample (1-based, 0 unknown).
    void addLine(std::uint32_t line);
    void addLines(const std::int64_t *lines, std::size_t count); // out of range: unknown
    // Pairs what this chunk brought: samples without a delta take the time
    // before, deltas without a sample only move the clock on.
    void endChunk();
    // The same when a chunk's ids and lines are added on one core and its
    // times on another: each marks where its part of the chunk ends, and
    // pairChunks() pairs them once all chunks are in.
    void endChunkIds();
    void endChunkTimes();
    void pairChunks();

    void setStartTime(std::int64_t us, TimePs fractionPs = 0) { m_startUs = us; m_startFractionPs = fractionPs; }
    void setEndTime(std::int64_t us, TimePs fractionPs = 0) { m_endUs = us; m_endFractionPs = fractionPs; }
    std::optional<std::int64_t> startUs() const { return m_startUs; }
    std::optional<std::int64_t> endUs() const { return m_endUs; }
    // Whether a time has been read, or the clock moved.
    bool hasTimes() const { return m_anyTime || m_timestamps || !m_times.empty() || m_clock != 0; }
    // The times `other` read (on another thread, from an array of their
    // own), when this one has none yet.
    void takeTimes(V8SampleAssembler &&other);
    std::size_t sampleCount() const { return m_samples.size(); }
    bool empty() const { return m_samples.empty(); }

    // Adds the samples to `track` at their times since microsecond
    // `originUs` of the profile's clock (its startTime when nullopt), the
    // per-line hit counts to `frames`, and warnings naming `profileName`.
    // Returns where the profile ends on that time axis (endTime, else its
    // last sample).
    TimePs finish(ProfileBuilder &builder, TrackId track, const V8ProfileNodes &nodes, V8Frames &frames,
                  std::optional<std::int64_t> originUs, const QString &profileName);

private:
    // Counts the chunk's lines (see m_lineTicks) and lets them go.
    void countChunkLines();
    void spreadEvenly(ProfileBuilder &builder, const QString &profileName);

    // Ids and lines, and times, each in cache lines of their own: the two
    // are added on two cores at once (endChunkIds, endChunkTimes).
    // Node ids, made stacks in place by finish() (so the samples' largest
    // column is never held twice).
    alignas(64) std::vector<StackId> m_samples;
    // The lines of the chunk being read, by its sample (a chunk's "lines"),
    // counted when the chunk ends: hits per node id and line, one add a
    // run of samples on one node and line.
    std::vector<std::uint32_t> m_lines;
    FlatCounter m_lineTicks; // (node id << 32 | line) -> hits
    std::size_t m_chunkStart = 0;       // the first sample of the chunk being read
    std::size_t m_badIds = 0;
    std::vector<std::size_t> m_idChunkEnds; // where each chunk's ids end
    alignas(64) std::vector<TimePs> m_times; // ps since startTime (timestamps: since the first of them)
    TimePs m_clock = 0;
    bool m_timestamps = false;
    bool m_anyTime = false; // a delta or timestamp was read
    std::int64_t m_firstTimestampUs = 0; // timestamps: the clock's microsecond that m_times count from
    std::vector<std::size_t> m_timeChunkEnds; // where each chunk's times end
    std::vector<TimePs> m_chunkClocks;        // and the clock after them
    alignas(64) std::size_t m_unpaired = 0;
    std::optional<std::int64_t> m_startUs, m_endUs;
    TimePs m_startFractionPs = 0, m_endFractionPs = 0;
};

} // namespace hg
