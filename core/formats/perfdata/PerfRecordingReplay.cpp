#include "PerfRecordingReplay.h"

#include "PerfRecording.h"
#include "PerfSymbolResolver.h"
#include "formats/perfscript/PerfSampleAssembler.h"
#include "io/ReadContext.h"

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
                                 PerfSampleAssembler &assembler, const ReadContext &context)
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
    std::vector<PerfFrame> frames;
    const std::vector<PerfDecodedSample> &samples = recording.samples;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if ((i & 0xFFFF) == 0)
            context.checkCancelled();
        replayTasks(i);
        const PerfDecodedSample &d = samples[i];
        std::size_t length = 0;
        const std::uint32_t *locations = recording.locations.chain(d.chain, length);
        frames.resize(length);
        for (std::size_t k = 0; k < length; ++k)
            frames[k] = symbols.frame(locations[k]);
        PerfSample s;
        s.pid = d.pid;
        s.tid = d.tid;
        s.cpu = d.cpu;
        s.timeNs = d.timeNs;
        s.period = d.period;
        s.event = eventIndex[d.event];
        s.frames = frames;
        if (d.switchInfo != ~0u) {
            s.nextTid = recording.switches[d.switchInfo].nextTid;
            s.prevState = recording.switches[d.switchInfo].prevState;
        }
        assembler.addSample(s);
    }
    replayTasks(~0ull);
}

} // namespace hg
