#include "PerfRecordingReplay.h"

#include "PerfRecording.h"
#include "PerfSymbolResolver.h"
#include "formats/perfscript/PerfSampleAssembler.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace {

// The event's name as perf script prints it: without modifiers ("cycles:u"
// is "cycles"; a tracepoint keeps its system, "sched:sched_switch").
std::string eventName(const PerfEvent &event)
{
    const QString name = event.name.isEmpty() ? event.attr.defaultName() : event.name;
    const int keep = event.attr.type == PerfEventAttr::Tracepoint ? 2 : 1;
    return name.section(QLatin1Char(':'), 0, keep - 1).toStdString();
}

} // namespace

void PerfRecordingReplay::replay(const PerfRecording &recording, const PerfSymbolResolver &symbols,
                                 PerfSampleAssembler &assembler, ProfileBuilder &builder, const ReadContext &context)
{
    std::vector<std::uint32_t> eventIndex;
    for (std::size_t i = 0; i < recording.events.size(); ++i) {
        const PerfEvent &event = recording.events[i];
        eventIndex.push_back(assembler.addEvent(eventName(event), event.attr.type == PerfEventAttr::Tracepoint
                                                                      ? PerfSampleAssembler::EventKind::Tracepoint
                                                                      : PerfSampleAssembler::EventKind::Sampling));
    }
    const std::vector<PerfTaskEvent> &tasks = recording.taskEvents;
    std::size_t task = 0;
    const auto replayTasks = [&](std::uint64_t upTo) {
        for (; task < tasks.size() && tasks[task].beforeSample <= upTo; ++task) {
            const PerfTaskEvent &e = tasks[task];
            if (e.kind == PerfTaskEvent::Kind::Comm)
                assembler.setComm(e.pid, e.tid, e.comm);
            else
                assembler.fork(e.parentPid, e.parentTid, e.pid, e.tid);
        }
    };
    // Each location's frame once; each user callers part's stack once, all
    // at once (root first); each chain's once: its leaf and kernel frames
    // on its callers.
    const PerfLocations &locations = recording.locations;
    const PerfCallchains &chains = recording.chains;
    std::vector<FrameId> frameOf(locations.size());
    for (std::uint32_t id = 0; id < locations.size(); ++id)
        frameOf[id] = assembler.internFrame(symbols.frame(id));
    std::vector<FrameId> paths;
    std::vector<std::size_t> pathStart{0};
    for (std::uint32_t part = 0; part < chains.partCount(); ++part) {
        std::size_t length = 0;
        const std::uint32_t *leafFirst = locations.part(part, length);
        for (std::size_t k = length; k-- > 0;)
            paths.push_back(frameOf[leafFirst[k]]);
        pathStart.push_back(paths.size());
    }
    context.checkCancelled();
    const std::vector<StackId> partStack = builder.addStacks(chains.partCount(), [&](std::size_t part) {
        // Kernel parts go on top of user stacks below, not on their own.
        if (chains.partKind(std::uint32_t(part)) == PerfCallchains::PartKind::Kernel)
            return std::span<const FrameId>();
        return std::span<const FrameId>(paths.data() + pathStart[part], pathStart[part + 1] - pathStart[part]);
    });
    std::vector<StackId> stackOf(chains.size(), kNoId);
    for (std::uint32_t chain = 0; chain < chains.size(); ++chain) {
        const std::uint32_t callers = chains.callersPart(chain), kernel = chains.kernelPart(chain);
        StackId stack = callers == kNoId ? StackId(kNoId) : partStack[callers];
        if (const std::uint32_t leaf = locations.leaf(chain); leaf != kNoId)
            stack = builder.addStack(stack, frameOf[leaf]);
        if (kernel != kNoId)
            for (std::size_t k = pathStart[kernel]; k < pathStart[kernel + 1]; ++k)
                stack = builder.addStack(stack, paths[k]);
        stackOf[chain] = stack;
    }
    std::vector<FrameId>().swap(paths);

    const std::vector<PerfDecodedSample> &samples = recording.samples;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if ((i & 0xFFFF) == 0)
            context.checkCancelled();
        replayTasks(i);
        const PerfDecodedSample &d = samples[i];
        PerfSample s;
        s.pid = d.pid;
        s.tid = d.tid;
        s.cpu = d.cpu;
        s.timeNs = d.timeNs;
        s.period = d.period;
        s.event = eventIndex[d.event];
        if (d.switchInfo != ~0u) {
            s.nextTid = recording.switches[d.switchInfo].nextTid;
            s.prevState = recording.switches[d.switchInfo].prevState;
        }
        // A chain with no frame: the assembler's own "[unknown]".
        if (stackOf[d.chain] == kNoId)
            assembler.addSample(s);
        else
            assembler.addSample(s, stackOf[d.chain]);
    }
    replayTasks(~0ull);
}

} // namespace hg
