#include "PerfSampleAssembler.h"

#include "PerfFrameInterner.h"
#include "PerfKeys.h"
#include "analysis/SampleTypes.h"
#include "formats/UntimedWeights.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <limits>
#include <climits>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace hg {

namespace {

// Samples whose stacks are interned together (StackTable::internPaths walks
// many paths side by side); bounds the frames held meanwhile.
constexpr std::size_t kStackBatch = 1 << 15;

std::uint64_t threadKey(std::int32_t tid, std::int32_t cpu)
{
    // The idle task runs on every CPU at once: one track per CPU.
    return std::uint64_t(std::uint32_t(tid)) << 32 | std::uint32_t(tid == 0 ? cpu : -1);
}

// The latest time after the first sample kept: picoseconds hold 106 days,
// with room for a gap closed after the last sample (at most half of it).
constexpr std::int64_t kMaxSpanNs = 60ll * 24 * 3600 * 1'000'000'000;

// Clock events count nanoseconds: their period is the sampling interval.
bool isClockEvent(std::string_view name) { return name == "cpu-clock" || name == "task-clock"; }

} // namespace

struct PerfSampleAssembler::Impl
{
    explicit Impl(ProfileBuilder &builder) : b(builder), frames(builder) {}

    struct Event
    {
        std::string name;
        EventKind kind;
        std::uint64_t samples = 0;
        bool untimed = false; // a sample without a time
    };
    struct Name
    {
        std::string comm;
        std::int32_t pid = -1;
    };
    struct Thread
    {
        std::int32_t tid, cpu;
        Name *name;
    };
    struct Raw
    {
        std::int64_t timeNs;
        std::uint64_t period;
        StackId stack;
        std::uint32_t thread;
        std::uint32_t event;
        std::int32_t nextTid;
        char prevState;
    };
    // The samples shown on one track: an event's on one thread.
    struct Lane
    {
        std::uint32_t event;
        std::uint32_t thread;
        std::vector<std::uint32_t> samples; // indices into raw
        std::vector<std::int64_t> switchIns;
    };

    Name &nameOf(std::int32_t tid) { return names[tid]; }
    std::uint32_t threadOf(std::int32_t pid, std::int32_t tid, std::int32_t cpu);
    void flushStacks();
    void finish();
    std::uint32_t chooseShown() const;
    std::vector<TimePs> medianIntervals(const std::vector<Lane> &lanes) const;
    void addLane(const Lane &lane, bool shownTrack, bool severalKinds, TimePs interval);
    StackId offCpuStack(StackId stack, char prevState);
    QString threadName(const Thread &t) const;
    QString processName(std::int32_t pid, const Thread &t) const;

    ProfileBuilder &b;
    PerfFrameInterner frames;
    std::vector<Event> events;
    std::unordered_map<std::string, std::uint32_t> eventIndex;
    std::unordered_map<std::int32_t, Name> names; // by tid; nodes stay put
    std::vector<Thread> threads;
    std::unordered_map<std::uint64_t, std::uint32_t> threadIndex;
    std::uint32_t lastThread = kNoId;
    std::uint64_t lastThreadKey = 0;
    std::vector<Raw> raw;
    // The pending samples' paths, root first, one after another.
    std::vector<FrameId> pathFrames;
    std::vector<std::uint32_t> pathStart{0};
    std::size_t pendingFrom = 0;

    std::uint32_t switchEvent = kNoId;
    std::int64_t originNs = 0;
    FrameId offCpuFrame = kNoId, preemptedFrame = kNoId, unknownFrame = kNoId;
    std::unordered_map<std::uint64_t, StackId> offCpuStacks;
    std::uint64_t emptyClosings = 0;
};

PerfSampleAssembler::PerfSampleAssembler(ProfileBuilder &builder) : d(std::make_unique<Impl>(builder)) {}

PerfSampleAssembler::~PerfSampleAssembler() = default;

std::uint32_t PerfSampleAssembler::addEvent(std::string_view name, EventKind kind)
{
    const auto [it, added] = d->eventIndex.try_emplace(std::string(name), std::uint32_t(d->events.size()));
    if (!added)
        return it->second;
    d->events.push_back({std::string(name), kind});
    if (name == "sched:sched_switch")
        d->switchEvent = std::uint32_t(d->events.size() - 1);
    return std::uint32_t(d->events.size() - 1);
}

std::uint32_t PerfSampleAssembler::eventCount() const { return std::uint32_t(d->events.size()); }

void PerfSampleAssembler::setComm(std::int32_t pid, std::int32_t tid, std::string_view comm)
{
    Impl::Name &name = d->nameOf(tid);
    name.comm.assign(comm);
    if (pid >= 0)
        name.pid = pid;
}

void PerfSampleAssembler::fork(std::int32_t parentPid, std::int32_t parentTid, std::int32_t pid, std::int32_t tid)
{
    Q_UNUSED(parentPid);
    const std::string parentComm = d->nameOf(parentTid).comm;
    Impl::Name &name = d->nameOf(tid);
    name.comm = parentComm;
    name.pid = pid;
}

std::uint32_t PerfSampleAssembler::Impl::threadOf(std::int32_t pid, std::int32_t tid, std::int32_t cpu)
{
    const std::uint64_t key = threadKey(tid, cpu);
    if (lastThread != kNoId && key == lastThreadKey)
        return lastThread;
    auto [it, added] = threadIndex.try_emplace(key, std::uint32_t(threads.size()));
    if (added) {
        Name &name = nameOf(tid);
        threads.push_back({tid, tid == 0 ? cpu : -1, &name});
    }
    Name &name = *threads[it->second].name;
    if (pid >= 0)
        name.pid = pid;
    lastThreadKey = key;
    lastThread = it->second;
    return it->second;
}

void PerfSampleAssembler::addSample(const PerfSample &s)
{
    if (s.event >= d->events.size())
        return; // a reader's mistake; nothing to name the sample by
    const std::uint32_t thread = d->threadOf(s.pid, s.tid, s.cpu);
    if (!s.comm.empty()) {
        std::string &comm = d->threads[thread].name->comm;
        if (comm != s.comm)
            comm.assign(s.comm);
    }
    Impl::Event &event = d->events[s.event];
    ++event.samples;
    event.untimed = event.untimed || s.timeNs < 0;
    d->raw.push_back({s.timeNs, s.period, kNoId, thread, s.event, s.nextTid, s.prevState});

    const std::size_t from = d->pathFrames.size();
    for (const PerfFrame &frame : s.frames)
        d->pathFrames.push_back(d->frames.intern(frame));
    if (s.frames.empty()) { // nothing recorded where it was: still a sample
        if (d->unknownFrame == kNoId)
            d->unknownFrame = d->frames.marker("[unknown]", "");
        d->pathFrames.push_back(d->unknownFrame);
    }
    std::reverse(d->pathFrames.begin() + std::ptrdiff_t(from), d->pathFrames.end());
    d->pathStart.push_back(std::uint32_t(d->pathFrames.size()));
    if (d->raw.size() - d->pendingFrom >= kStackBatch)
        d->flushStacks();
}

FrameId PerfSampleAssembler::internFrame(const PerfFrame &frame) { return d->frames.intern(frame); }

void PerfSampleAssembler::addSample(const PerfSample &s, StackId stack)
{
    if (s.event >= d->events.size())
        return;
    d->flushStacks(); // the samples before it whose stacks are pending
    const std::uint32_t thread = d->threadOf(s.pid, s.tid, s.cpu);
    Impl::Event &event = d->events[s.event];
    ++event.samples;
    event.untimed = event.untimed || s.timeNs < 0;
    d->raw.push_back({s.timeNs, s.period, stack, thread, s.event, s.nextTid, s.prevState});
    d->pendingFrom = d->raw.size();
}

std::uint64_t PerfSampleAssembler::sampleCount() const { return d->raw.size(); }

void PerfSampleAssembler::Impl::flushStacks()
{
    const std::size_t count = raw.size() - pendingFrom;
    if (count) {
        const std::vector<StackId> stacks = b.addStacks(count, [this](std::size_t i) {
            return std::span<const FrameId>(pathFrames.data() + pathStart[i], pathStart[i + 1] - pathStart[i]);
        });
        for (std::size_t i = 0; i < count; ++i)
            raw[pendingFrom + i].stack = stacks[i];
    }
    pendingFrom = raw.size();
    pathFrames.clear();
    pathStart.assign(1, 0);
}

void PerfSampleAssembler::finish() { d->finish(); }

std::uint32_t PerfSampleAssembler::Impl::chooseShown() const
{
    // A sampling event over a tracepoint, then the most samples, then the first.
    std::uint32_t best = kNoId;
    auto rank = [this](std::uint32_t i) {
        return std::pair(events[i].kind == EventKind::Sampling, events[i].samples);
    };
    for (std::uint32_t i = 0; i < events.size(); ++i)
        if (events[i].samples && (best == kNoId || rank(i) > rank(best)))
            best = i;
    return best;
}

void PerfSampleAssembler::Impl::finish()
{
    flushStacks();
    std::vector<std::string> allEvents;
    for (const Event &e : events)
        if (e.samples)
            allEvents.push_back(e.name);
    const std::uint32_t shown = chooseShown();
    if (shown == kNoId)
        return;
    // Tracepoints are moments, not intervals: counted (the switches aside).
    for (std::uint32_t i = 0; i < events.size(); ++i)
        if (events[i].kind == EventKind::Tracepoint && i != switchEvent)
            events[i].untimed = true;
    const bool offCpu = switchEvent != kNoId && events[switchEvent].samples && !events[switchEvent].untimed
        && !events[shown].untimed;

    originNs = INT64_MAX;
    for (const Raw &r : raw)
        if (!events[r.event].untimed)
            originNs = std::min(originNs, r.timeNs);
    // Picoseconds from the first sample must fit 64 bits (106 days), with room for a gap closed after the last.
    std::uint64_t tooLate = 0;
    for (Raw &r : raw) {
        if (!events[r.event].untimed && r.timeNs - originNs > kMaxSpanNs) {
            r.event = kNoId;
            ++tooLate;
        }
    }
    if (tooLate)
        b.warn(PerfSampleAssembler::tr("%n sample(s) more than 60 days after the first were left out", nullptr, int(std::min<std::uint64_t>(tooLate, INT_MAX))));

    // Lanes: the shown event's (with the switches when they are off-CPU
    // time) on every thread, then each other event's.
    std::vector<Lane> lanes;
    std::unordered_map<std::uint64_t, std::uint32_t> laneIndex;
    auto laneOf = [&](std::uint32_t event, std::uint32_t thread) -> Lane & {
        const std::uint64_t key = std::uint64_t(event) << 32 | thread;
        auto [it, added] = laneIndex.try_emplace(key, std::uint32_t(lanes.size()));
        if (added)
            lanes.push_back({event, thread, {}, {}});
        return lanes[it->second];
    };
    for (std::uint32_t i = 0; i < raw.size(); ++i) {
        const Raw &r = raw[i];
        if (r.event == kNoId)
            continue;
        const std::uint32_t event = offCpu && r.event == switchEvent ? shown : r.event;
        laneOf(event, r.thread).samples.push_back(i);
    }
    if (offCpu) {
        for (const Raw &r : raw) {
            if (r.event != switchEvent || r.nextTid < 0 || r.timeNs - originNs > kMaxSpanNs)
                continue;
            auto thread = threadIndex.find(threadKey(r.nextTid, r.nextTid == 0 ? threads[r.thread].cpu : -1));
            if (thread == threadIndex.end())
                continue;
            auto lane = laneIndex.find(std::uint64_t(shown) << 32 | thread->second);
            if (lane != laneIndex.end())
                lanes[lane->second].switchIns.push_back(r.timeNs);
        }
    }
    for (Lane &lane : lanes) {
        auto byTime = [this](std::uint32_t x, std::uint32_t y) { return raw[x].timeNs < raw[y].timeNs; };
        if (!std::is_sorted(lane.samples.begin(), lane.samples.end(), byTime))
            std::stable_sort(lane.samples.begin(), lane.samples.end(), byTime);
        std::sort(lane.switchIns.begin(), lane.switchIns.end());
    }

    // Tracks: processes in the order they were first seen, their threads
    // likewise; the shown event's tracks before the others'.
    std::unordered_map<std::int32_t, std::uint32_t> processRank;
    for (const Thread &t : threads)
        processRank.try_emplace(t.name->pid, std::uint32_t(processRank.size()));
    std::vector<std::uint32_t> order(lanes.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
        const Lane &a = lanes[x], &c = lanes[y];
        const auto key = [&](const Lane &l) {
            return std::tuple(l.event != shown, l.event, processRank[threads[l.thread].name->pid], l.thread);
        };
        return key(a) < key(c);
    });
    const std::vector<TimePs> intervals = medianIntervals(lanes);
    const bool severalKinds = std::any_of(lanes.begin(), lanes.end(), [shown](const Lane &l) { return l.event != shown; });
    for (const std::uint32_t i : order)
        addLane(lanes[i], lanes[i].event == shown, severalKinds, intervals[lanes[i].event]);

    std::string joined;
    for (const std::string &name : allEvents)
        joined += (joined.empty() ? "" : ",") + name;
    b.setMetadata(perf::key::kEvents, joined);
    b.setMetadata(perf::key::kEvent, events[shown].name);
    if (offCpu)
        b.setMetadata(perf::key::kOffCpu, events[switchEvent].name);
    if (severalKinds)
        b.warn(PerfSampleAssembler::tr("the threads show %1; each other event is on tracks of its own (\"· event\"), "
                                       "chosen apart in the track list")
                   .arg(QString::fromStdString(events[shown].name)));
}

std::vector<TimePs> PerfSampleAssembler::Impl::medianIntervals(const std::vector<Lane> &lanes) const
{
    // The typical time between two samples of an event on one thread, from
    // at most 65 536 intervals taken evenly.
    std::vector<std::vector<std::int64_t>> gaps(events.size());
    for (const Lane &lane : lanes) {
        std::int64_t last = -1;
        for (const std::uint32_t i : lane.samples) {
            const Raw &r = raw[i];
            if (r.event != lane.event)
                continue;
            if (last >= 0)
                gaps[lane.event].push_back(r.timeNs - last);
            last = r.timeNs;
        }
    }
    std::vector<TimePs> medians(events.size(), 0);
    for (std::size_t e = 0; e < events.size(); ++e) {
        std::vector<std::int64_t> &g = gaps[e];
        if (g.empty())
            continue;
        const std::size_t stride = g.size() / 65536 + 1;
        if (stride > 1) {
            std::size_t n = 0;
            for (std::size_t i = 0; i < g.size(); i += stride)
                g[n++] = g[i];
            g.resize(n);
        }
        std::nth_element(g.begin(), g.begin() + std::ptrdiff_t(g.size() / 2), g.end());
        // A gap beyond what picoseconds hold (hostile times) is capped, not overflowed.
        const std::int64_t median = std::clamp<std::int64_t>(g[g.size() / 2], 0, std::numeric_limits<TimePs>::max() / kPsPerNs);
        medians[e] = TimePs(median) * kPsPerNs;
    }
    return medians;
}

QString PerfSampleAssembler::Impl::threadName(const Thread &t) const
{
    const QString comm = QString::fromStdString(t.name->comm);
    if (t.tid == 0 && t.cpu >= 0)
        return PerfSampleAssembler::tr("%1 (0, CPU %2)").arg(comm.isEmpty() ? QStringLiteral("swapper") : comm).arg(t.cpu);
    if (comm.isEmpty())
        return PerfSampleAssembler::tr("thread %1").arg(t.tid);
    return QStringLiteral("%1 (%2)").arg(comm).arg(t.tid);
}

QString PerfSampleAssembler::Impl::processName(std::int32_t pid, const Thread &t) const
{
    if (pid < 0)
        return QString();
    auto main = names.find(pid);
    const std::string &comm = main != names.end() && !main->second.comm.empty() ? main->second.comm : t.name->comm;
    if (comm.empty())
        return PerfSampleAssembler::tr("process %1").arg(pid);
    return QStringLiteral("%1 (%2)").arg(QString::fromStdString(comm)).arg(pid);
}

StackId PerfSampleAssembler::Impl::offCpuStack(StackId stack, char prevState)
{
    // Left runnable ("R", "R+"): preempted, waiting for a CPU; else asleep.
    const bool preempted = prevState == 'R';
    FrameId &marker = preempted ? preemptedFrame : offCpuFrame;
    if (marker == kNoId)
        marker = frames.marker(preempted ? "[off-CPU: preempted]" : "[off-CPU]", "off-CPU");
    const std::uint64_t key = std::uint64_t(std::uint32_t(stack)) << 1 | (preempted ? 1 : 0);
    auto [it, added] = offCpuStacks.try_emplace(key, kNoId);
    if (added)
        it->second = b.addStack(stack, marker);
    return it->second;
}

void PerfSampleAssembler::Impl::addLane(const Lane &lane, bool shownTrack, bool severalKinds, TimePs interval)
{
    const Thread &t = threads[lane.thread];
    const Event &event = events[lane.event];
    const std::int32_t pid = t.name->pid;
    TrackInfo info;
    info.name = threadName(t);
    info.group = processName(pid, t);
    if (!shownTrack) { // named apart from the thread's shown track, for --track and the lists
        const QString suffix = QStringLiteral(" · ") + QString::fromStdString(event.name);
        info.name += suffix;
        info.group = info.group.isEmpty() ? QString::fromStdString(event.name) : info.group + suffix;
    }
    info.threadId = t.tid;
    info.processId = pid;
    info.externalId = QString::number(t.tid);
    const TrackId track = b.addTrack(info);
    if (severalKinds)
        b.setTrackAttribute(track, b.intern(SampleTypes::kAttribute), AttributeValue::fromString(b.intern(event.name)));

    if (event.untimed) {
        UntimedWeights weights(b, track);
        for (const std::uint32_t i : lane.samples)
            weights.add(raw[i].stack, double(raw[i].period ? raw[i].period : 1));
        return;
    }

    // Samples, the closing empty samples and the switch-ins, merged by time.
    SampleTrack::Columns columns;
    columns.time.reserve(lane.samples.size() + lane.switchIns.size());
    columns.stack.reserve(lane.samples.size() + lane.switchIns.size());
    columns.weight.reserve(lane.samples.size() + lane.switchIns.size());
    auto push = [&columns, this](std::int64_t timeNs, StackId stack, std::uint32_t weight) {
        columns.time.push_back(TimePs(timeNs - originNs) * kPsPerNs);
        columns.stack.push_back(stack);
        columns.weight.push_back(weight);
    };
    // What the thread did: on a CPU at each sample of the event (a clock
    // event's period is the CPU time since the sample before), and, at a
    // switch-out, the state it left the CPU in.
    const auto last = [&columns] { return columns.size() - 1; };
    const bool clock = isClockEvent(event.name);
    bool offCpuOpen = false;
    auto in = lane.switchIns.begin();
    for (std::size_t k = 0; k < lane.samples.size(); ++k) {
        const Raw &r = raw[lane.samples[k]];
        for (; in != lane.switchIns.end() && *in <= r.timeNs; ++in) {
            if (offCpuOpen && *in < r.timeNs)
                push(*in, kNoId, 0), ++emptyClosings;
            offCpuOpen = false;
        }
        if (r.event != lane.event) { // a switch-out: off-CPU until the switch-in
            push(r.timeNs, offCpuStack(r.stack, r.prevState), 1);
            columns.setState(last(), r.prevState == 'R' ? ThreadState::Runnable : threadStateOfLetter(r.prevState));
            offCpuOpen = true;
            continue;
        }
        push(r.timeNs, r.stack, 1);
        columns.setState(last(), ThreadState::Running);
        if (clock && r.period)
            columns.setCpu(last(), r.period);
        offCpuOpen = false;
        // Not charged beyond its interval: the thread did not run meanwhile.
        const std::int64_t expected = std::min<std::int64_t>(
            kMaxSpanNs / 2, clock && r.period ? std::int64_t(std::min<std::uint64_t>(r.period, kMaxSpanNs)) : std::int64_t(interval / kPsPerNs));
        if (expected <= 0)
            continue;
        if (k + 1 >= lane.samples.size()) {
            // The lane's last sample ran no longer either (else it would be
            // charged the lane's median interval, gaps included: a thread
            // that exits after a few samples would get a long last one).
            push(r.timeNs + expected, kNoId, 0), ++emptyClosings;
            continue;
        }
        std::int64_t next = raw[lane.samples[k + 1]].timeNs;
        if (in != lane.switchIns.end())
            next = std::min(next, *in);
        if (next - r.timeNs > expected + expected / 2)
            push(r.timeNs + expected, kNoId, 0), ++emptyClosings;
    }
    if (offCpuOpen && in != lane.switchIns.end())
        push(*in, kNoId, 0), ++emptyClosings;
    b.addSamples(track, std::move(columns));
}

} // namespace hg
