#pragma once
#include "PerfSample.h"
#include "model/Ids.h"

#include <QCoreApplication>
#include <memory>
#include <string_view>

namespace hg {

class ProfileBuilder;

// Decoded perf samples into the model: the one place where `perf script`'s
// text and `perf.data` become tracks, frames, stacks and samples.
//
// How to use it:
//   PerfSampleAssembler assembler(builder);
//   const std::uint32_t cycles = assembler.addEvent("cycles", PerfSampleAssembler::EventKind::Sampling);
//   assembler.setComm(pid, tid, "worker");         // COMM records, in file order
//   assembler.fork(ppid, ptid, pid, tid);          // FORK records: the child inherits the name
//   PerfSample s; s.pid = ...; s.event = cycles; s.frames = frames; // leaf first
//   assembler.addSample(s);                         // in file order; the views may die after
//   assembler.finish();                             // once, at the end: fills the builder
//
// What it makes:
// - A track per thread ("comm (tid)", the last name the thread had), grouped
//   per process ("comm (pid)", the name of the thread whose tid is the pid).
//   The idle task (tid 0) gets a track per CPU.
// - A frame per function: (dso, symbol), or (dso, address) when the symbol is
//   unknown (named "0x…"); kernel frames have the category "kernel".
// - One event is shown in the threads' tracks: the sampling event with the
//   most samples (tracepoints only when nothing else was recorded). Each other
//   event keeps its own tracks ("comm (tid) · event", grouped as "comm (pid)
//   · event"), so nothing is lost; with several, every track states its
//   event (SampleTypes::kAttribute), so no call tree adds cycles to page
//   faults unasked (SampleTypes).
// - Timed samples last until the thread's next sample but never much longer
//   than the sampling interval (the period of a clock event, else the
//   event's median interval): a longer gap is closed with an empty sample
//   (no stack, weight 0), so time the thread was not running is not charged
//   to the function it ran last. Tracepoints other than sched:sched_switch
//   are counts (untimed, weighted by their period); so is every event when
//   the input has no times.
// - sched:sched_switch, when recorded, is off-CPU time: a thread's switch-out
//   is a sample of its stack under an "[off-CPU]" leaf ("[off-CPU:
//   preempted]" when it left runnable) lasting until its switch-in.
class PerfSampleAssembler
{
    Q_DECLARE_TR_FUNCTIONS(PerfSampleAssembler)
public:
    enum class EventKind { Sampling, Tracepoint };

    explicit PerfSampleAssembler(ProfileBuilder &builder);
    ~PerfSampleAssembler();
    PerfSampleAssembler(const PerfSampleAssembler &) = delete;
    PerfSampleAssembler &operator=(const PerfSampleAssembler &) = delete;

    // An event's index for PerfSample::event; the same name gives the same
    // index. `name` as perf prints it, without modifiers ("cycles",
    // "cpu-clock", "sched:sched_switch").
    std::uint32_t addEvent(std::string_view name, EventKind kind);
    std::uint32_t eventCount() const;

    // A thread's name from now on (COMM). The name a thread is shown with is
    // the last one it had.
    void setComm(std::int32_t pid, std::int32_t tid, std::string_view comm);
    // A new thread or process (FORK): it is named as its parent until it is
    // named itself.
    void fork(std::int32_t parentPid, std::int32_t parentTid, std::int32_t pid, std::int32_t tid);

    void addSample(const PerfSample &sample);
    // For a reader that names each distinct location and call chain once
    // (perf.data): a frame as addSample() would intern it, and a sample
    // whose stack it built from such frames (ProfileBuilder::addStacks);
    // `sample.frames` is not looked at.
    FrameId internFrame(const PerfFrame &frame);
    void addSample(const PerfSample &sample, StackId stack);
    std::uint64_t sampleCount() const;

    // Adds the tracks, stacks and samples to the builder, and the metadata
    // "perf_events" (every event), "perf_event" (the one shown) and
    // "perf_off_cpu" (the switch event used for off-CPU time, if any).
    void finish();

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace hg
