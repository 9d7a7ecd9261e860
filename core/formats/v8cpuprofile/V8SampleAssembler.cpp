#include "V8SampleAssembler.h"

#include "V8Frames.h"
#include "V8ProfileNodes.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <climits>
#include <limits>


namespace hg {

namespace {

int countArg(std::size_t n) { return int(std::min<std::size_t>(n, INT_MAX)); }

// V8's own default sampling interval (node --cpu-prof-interval).
constexpr TimePs kDefaultIntervalPs = 1000 * kPsPerUs;

std::optional<TimePs> psBetween(std::int64_t fromUs, std::int64_t toUs)
{
    std::int64_t us = 0;
    TimePs ps = 0;
    if (__builtin_sub_overflow(toUs, fromUs, &us) || __builtin_mul_overflow(us, kPsPerUs, &ps))
        return std::nullopt;
    return ps;
}

// V8 writes a sample now and then before the one it follows (a delta that
// goes back, once in some thousands): each is moved back into place here,
// by as many places as it is late, so the builder need not sort (and copy)
// the columns. Samples [from, to) are moved into place, none before
// `floor`; with `untilInOrder`, only up to the first already in place (the
// rest known to be in order). Past a budget of moves (an order no profiler
// writes) the rest is left to the builder's sort. Returns the budget left.
std::size_t orderByTime(std::vector<TimePs> &times, std::vector<StackId> &stacks, std::size_t floor, std::size_t from,
                        std::size_t to, std::size_t budget, bool untilInOrder)
{
    for (std::size_t i = std::max(from, floor + 1); i < to && budget > 0; ++i) {
        if (times[i] >= times[i - 1]) {
            if (untilInOrder)
                break;
            continue;
        }
        const TimePs t = times[i];
        const StackId s = stacks[i];
        std::size_t j = i;
        for (; j > floor && times[j - 1] > t; --j, budget -= budget > 0) {
            times[j] = times[j - 1];
            stacks[j] = stacks[j - 1];
        }
        times[j] = t;
        stacks[j] = s;
    }
    return budget;
}

std::size_t moveBudget(std::size_t samples)
{
    return 4 * samples + 1024;
}

} // namespace

void V8SampleAssembler::reserve(std::size_t samples)
{
    // Exactly for a whole profile; chunk by chunk no less than doubling,
    // or each chunk would copy all before it.
    const std::size_t needed = m_samples.size() + samples;
    if (needed > m_samples.capacity())
        m_samples.reserve(m_samples.empty() ? needed : std::max(needed, 2 * m_samples.capacity()));
}

void V8SampleAssembler::reserveTimes(std::size_t times)
{
    const std::size_t needed = m_times.size() + times;
    if (needed > m_times.capacity())
        m_times.reserve(m_times.empty() ? needed : std::max(needed, 2 * m_times.capacity()));
}

V8SampleAssembler::Mark V8SampleAssembler::mark(Part part) const
{
    Mark m;
    m.part = part;
    switch (part) {
    case Part::Ids:
        m.size = m_samples.size();
        m.badIds = m_badIds;
        break;
    case Part::Lines:
        m.size = m_lines.size();
        break;
    case Part::Times:
        m.size = m_times.size();
        m.clock = m_clock;
        m.anyTime = m_anyTime;
        m.timestamps = m_timestamps;
        m.firstTimestampUs = m_firstTimestampUs;
        break;
    }
    return m;
}

void V8SampleAssembler::addSamples(const std::int64_t *nodeIds, std::size_t count)
{
    if (m_samples.size() + count >= std::size_t(kNoId) - 1)
        throw std::length_error("too many samples in one profile");
    for (std::size_t i = 0; i < count; ++i) {
        const std::int64_t id = nodeIds[i];
        const bool bad = id < 0 || id >= std::int64_t(kNoId);
        m_badIds += bad;
        m_samples.push_back(StackId(bad ? std::uint32_t(kNoId) : std::uint32_t(id)));
    }
}

std::size_t V8SampleAssembler::addDeltas(const TimePs *deltas, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        if (!addDelta(deltas[i]))
            return i;
    return count;
}

void V8SampleAssembler::takeTimes(V8SampleAssembler &&other)
{
    Q_ASSERT(!hasTimes());
    m_times = std::move(other.m_times);
    m_clock = other.m_clock;
    m_anyTime = other.m_anyTime;
    m_timestamps = other.m_timestamps;
    m_firstTimestampUs = other.m_firstTimestampUs;
}

void V8SampleAssembler::undo(const Mark &mark)
{
    switch (mark.part) {
    case Part::Ids:
        m_samples.resize(mark.size);
        m_badIds = mark.badIds;
        break;
    case Part::Lines:
        m_lines.resize(mark.size);
        break;
    case Part::Times:
        m_times.resize(mark.size);
        m_clock = mark.clock;
        m_anyTime = mark.anyTime;
        m_timestamps = mark.timestamps;
        m_firstTimestampUs = mark.firstTimestampUs;
        break;
    }
}

void V8SampleAssembler::addSample(std::int64_t nodeId)
{
    if (m_samples.size() >= std::size_t(kNoId) - 1)
        throw std::length_error("too many samples in one profile");
    // Until finish() the column holds node ids; one that no node can have
    // (V8's are small positive numbers) is kept as "none".
    if (nodeId < 0 || nodeId >= std::int64_t(kNoId)) {
        m_samples.push_back(StackId(kNoId));
        ++m_badIds;
    } else {
        m_samples.push_back(StackId(std::uint32_t(nodeId)));
    }
}

bool V8SampleAssembler::addTimestamp(std::int64_t us, TimePs fractionPs)
{
    if (!m_timestamps) {
        m_timestamps = true;
        m_firstTimestampUs = us;
    }
    const std::optional<TimePs> since = psBetween(m_firstTimestampUs, us);
    if (!since || *since > kMaxPs || *since < -kMaxPs)
        return false;
    m_anyTime = true;
    m_clock = *since + fractionPs;
    m_times.push_back(m_clock);
    return true;
}

void V8SampleAssembler::addLine(std::uint32_t line)
{
    m_lines.push_back(line);
}

void V8SampleAssembler::addLines(const std::int64_t *lines, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        m_lines.push_back(lines[i] > 0 && lines[i] < std::int64_t(UINT32_MAX) ? std::uint32_t(lines[i]) : 0);
}

void V8SampleAssembler::countChunkLines()
{
    // A chunk's lines beyond its samples have no sample; its samples
    // beyond its lines have no line. Line 0 is unknown.
    const std::size_t count = std::min(m_lines.size(), m_samples.size() - m_chunkStart);
    StackId runNode = kNoId;
    std::uint32_t runLine = 0;
    std::uint64_t run = 0;
    const auto endRun = [&] {
        if (run)
            m_lineTicks.add((std::uint64_t(runNode.value()) << 32) | runLine, run);
    };
    for (std::size_t k = 0; k < count; ++k) {
        const StackId node = m_samples[m_chunkStart + k];
        const std::uint32_t line = m_lines[k];
        if (!line || node == kNoId)
            continue;
        if (node != runNode || line != runLine) {
            endRun();
            runNode = node;
            runLine = line;
            run = 0;
        }
        ++run;
    }
    endRun();
    m_lines.clear();
}

void V8SampleAssembler::endChunk()
{
    const std::size_t n = m_samples.size();
    if (m_times.size() != n) {
        m_unpaired += m_times.size() > n ? m_times.size() - n : n - m_times.size();
        m_times.resize(n, m_clock);
    }
    countChunkLines();
    m_chunkStart = n;
}

void V8SampleAssembler::endChunkIds()
{
    const std::size_t n = m_samples.size();
    countChunkLines();
    m_chunkStart = n;
    m_idChunkEnds.push_back(n);
}

void V8SampleAssembler::endChunkTimes()
{
    m_timeChunkEnds.push_back(m_times.size());
    m_chunkClocks.push_back(m_clock);
}

void V8SampleAssembler::pairChunks()
{
    if (m_idChunkEnds != m_timeChunkEnds) {
        // As endChunk() would have: a chunk's times cut to its samples, or
        // the clock after them repeated for samples without one.
        std::vector<TimePs> times;
        times.reserve(m_samples.size());
        std::size_t ids = 0, at = 0;
        for (std::size_t k = 0; k < m_idChunkEnds.size() && k < m_timeChunkEnds.size(); ++k) {
            const std::size_t samples = m_idChunkEnds[k] - ids, deltas = m_timeChunkEnds[k] - at;
            times.insert(times.end(), m_times.begin() + std::ptrdiff_t(at), m_times.begin() + std::ptrdiff_t(at + std::min(samples, deltas)));
            times.resize(times.size() + samples - std::min(samples, deltas), m_chunkClocks[k]);
            m_unpaired += samples > deltas ? samples - deltas : deltas - samples;
            ids = m_idChunkEnds[k];
            at = m_timeChunkEnds[k];
        }
        m_times = std::move(times);
    }
    std::vector<std::size_t>().swap(m_idChunkEnds);
    std::vector<std::size_t>().swap(m_timeChunkEnds);
    std::vector<TimePs>().swap(m_chunkClocks);
}

void V8SampleAssembler::spreadEvenly(ProfileBuilder &builder, const QString &profileName)
{
    const std::size_t n = m_samples.size();
    TimePs interval = kDefaultIntervalPs;
    const std::optional<TimePs> length = m_startUs && m_endUs ? psBetween(*m_startUs, *m_endUs) : std::nullopt;
    if (length && *length > 0)
        interval = std::max<TimePs>(1, *length / TimePs(n));
    m_times.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        m_times[i] = TimePs(i) * interval;
    if (length && *length > 0)
        builder.warn(tr("%1: the samples have no \"timeDeltas\"; they are spread evenly from the profile's start to its end").arg(profileName));
    else
        builder.warn(tr("%1: the samples have no \"timeDeltas\" and the profile no end time; they are shown %2 µs apart")
                         .arg(profileName).arg(kDefaultIntervalPs / kPsPerUs));
}

TimePs V8SampleAssembler::finish(ProfileBuilder &builder, TrackId track, const V8ProfileNodes &nodes, V8Frames &frames,
                                 std::optional<std::int64_t> originUs, const QString &profileName)
{
    const std::size_t n = m_samples.size();
    if (!m_anyTime && n > 0) {
        m_unpaired = 0;
        countChunkLines();
        spreadEvenly(builder, profileName);
    } else {
        endChunk();
    }

    // The samples' times since the profile's start (timestamps count from
    // the first of them), and where that start lies on the caller's axis;
    // both within kMaxPs.
    TimePs sinceStart = 0;
    if (m_timestamps) {
        const std::optional<TimePs> start = m_startUs ? psBetween(m_firstTimestampUs, *m_startUs) : TimePs(0);
        if (start && *start <= kMaxPs && *start >= -kMaxPs)
            sinceStart = -*start - m_startFractionPs;
        else
            builder.warn(tr("%1: the profile's startTime lies far from its samples' timestamps; the first sample is taken as its start").arg(profileName));
    }
    TimePs shift = m_startFractionPs;
    if (originUs && m_startUs) {
        const std::optional<TimePs> offset = psBetween(*originUs, *m_startUs);
        if (offset && *offset <= kMaxPs && *offset >= -kMaxPs)
            shift += *offset;
        else
            builder.warn(tr("%1: the profile starts too far from the trace's other events to be shown with them").arg(profileName));
    } else if (originUs) {
        builder.warn(tr("%1: the profile has no start time; its samples are placed from the trace's start").arg(profileName));
    }

    // The per-line hits of each sample's function (a Chrome trace's
    // "lines", counted by node id as each chunk ended).
    m_lineTicks.forEach([&](std::uint64_t key, std::uint64_t hits) {
        if (const std::uint32_t node = nodes.indexOf(std::int64_t(key >> 32)); node != kNoId)
            frames.addLineTicks(nodes.frameOf(node), std::uint32_t(key), hits);
    });
    m_lineTicks = FlatCounter();

    // Node ids become stacks and times move to the caller's axis, a
    // stretch of samples on each core, while the weights are filled.
    std::size_t unknown = 0;
    const TimePs moved = sinceStart + shift;
    constexpr std::size_t kStretch = 1 << 20;
    const std::size_t stretches = (n + kStretch - 1) / kStretch;
    std::vector<std::size_t> unknownIn(stretches, 0);
    std::vector<TimePs> latestIn(stretches, std::numeric_limits<TimePs>::min());
    std::vector<std::uint32_t> weights;
    // The weights first: parallelFor hands jobs out in order, and the
    // biggest last would run on one core alone.
    const auto job = [&](std::size_t k) {
        if (k == 0) {
            weights.assign(n, 1);
            return;
        }
        const std::size_t j = k - 1;
        const std::size_t to = std::min(n, (j + 1) * kStretch);
        std::size_t unknownHere = 0;
        TimePs latest = std::numeric_limits<TimePs>::min();
        for (std::size_t i = j * kStretch; i < to; ++i) {
            StackId &s = m_samples[i];
            if (s != kNoId) {
                const std::uint32_t node = nodes.indexOf(s.value());
                unknownHere += node == kNoId;
                s = node == kNoId ? StackId(kNoId) : nodes.stackAt(node);
            }
            latest = std::max(latest, m_times[i]);
            m_times[i] += moved;
        }
        orderByTime(m_times, m_samples, j * kStretch, j * kStretch, to, moveBudget(to - j * kStretch), false);
        unknownIn[j] = unknownHere;
        latestIn[j] = latest;
    };
    if (stretches > 1) {
        parallelFor(stretches + 1, job);
    } else {
        for (std::size_t j = 0; j <= stretches; ++j)
            job(j);
    }
    for (const std::size_t u : unknownIn)
        unknown += u;
    unknown += m_badIds;

    TimePs end = n ? *std::max_element(latestIn.begin(), latestIn.end()) + sinceStart : 0;
    if (m_startUs && m_endUs)
        if (const std::optional<TimePs> length = psBetween(*m_startUs, *m_endUs); length && *length <= kMaxPs && *length >= 0)
            end = std::max(end, *length + m_endFractionPs - m_startFractionPs);

    // Each stretch is in order; where one meets the next, a late sample may
    // still belong further back.
    std::size_t budget = moveBudget(n);
    for (std::size_t j = 1; j < stretches && budget > 0; ++j)
        budget = orderByTime(m_times, m_samples, 0, j * kStretch, std::min(n, (j + 1) * kStretch), budget, true);
    SampleTrack::Columns columns;
    columns.time = std::move(m_times);
    columns.stack = std::move(m_samples);
    columns.weight = std::move(weights);
    builder.addSamples(track, std::move(columns));
    m_times.clear();
    m_samples.clear();

    if (unknown)
        builder.warn(tr("%1: %n sample(s) name a node the profile does not have; they are kept as samples without a stack", nullptr, countArg(unknown))
                         .arg(profileName));
    if (m_unpaired)
        builder.warn(tr("%1: \"samples\" and \"timeDeltas\" differ in length by %n; a sample without a delta takes the time of the one before", nullptr, countArg(m_unpaired))
                         .arg(profileName));
    return end + shift;
}

} // namespace hg
