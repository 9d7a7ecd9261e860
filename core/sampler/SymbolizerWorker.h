#pragma once
#include "RecordingBuffer.h"
#include "model/Time.h"

#include <sys/types.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace hg {

class RecordingBuffer;
struct SymbolTools;

// Symbolizes unwound stacks on a thread of its own and adds them to the
// recording. The sampler thread only stops, unwinds and resumes: the first
// look at a library's symbols and line tables can take 100 ms, which would
// otherwise make it miss ticks. It keeps its own libdwfl view of the process,
// since libdwfl is not thread-safe.
class SymbolizerWorker
{
public:
    SymbolizerWorker(pid_t pid, RecordingBuffer &buffer);
    ~SymbolizerWorker(); // finishStacks(), then addOwedLines()
    SymbolizerWorker(const SymbolizerWorker &) = delete;
    SymbolizerWorker &operator=(const SymbolizerWorker &) = delete;

    // Queued; the worker starts on them at the next flush() (one wake-up a
    // tick, not one a thread).
    void addStack(pid_t tid, TimePs time, std::vector<std::uint64_t> leafFirst, SampleFigures figures = {});
    // The process mapped new libraries: read its modules again (through
    // this live thread) before the stacks that follow.
    void modulesChanged(pid_t through);
    // The process ran exec: what follows belongs to the new program.
    void programReplaced();
    void flush();
    // Symbolizes what is queued and ends the worker's thread: call it while
    // the process's memory map can still be read. Nothing may be queued after.
    void finishStacks();
    // Then the source lines the symbolizer owes (see Symbolizer), on the
    // caller's thread: they need only the files, not the process.
    void addOwedLines();
    // CPU time the worker's thread used; known once finishStacks() returned.
    std::uint64_t cpuNs() const { return m_cpuNs; }

private:
    enum class Kind { Stack, ModulesChanged, ProgramReplaced };
    struct Item
    {
        Kind kind = Kind::Stack;
        pid_t tid = 0; // the stack's thread, or the one to read the maps through
        TimePs time = 0;
        std::vector<std::uint64_t> addresses;
        SampleFigures figures;
    };
    void push(Item item);
    void run();

    pid_t m_pid;
    RecordingBuffer &m_buffer;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Item> m_queue;
    bool m_closing = false;
    std::uint64_t m_cpuNs = 0; // written by the worker's thread as it ends
    std::unique_ptr<SymbolTools> m_tools; // the worker's, then the caller's after finishStacks()
    std::thread m_thread;
};

} // namespace hg
