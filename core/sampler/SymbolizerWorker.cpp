#include "SymbolizerWorker.h"

#include "ProcessDwfl.h"
#include "RecordingBuffer.h"
#include "symbols/Symbolizer.h"
#include "util/ThreadCpuTime.h"

#include <QFileInfo>

#include <memory>

#include <sys/resource.h>
#include <unistd.h>

namespace hg {

// One libdwfl view of the process (modules and symbols only: the worker
// never touches the threads) and the symbolizer over it.
struct SymbolTools
{
    SymbolTools(pid_t pid, RecordingBuffer &buffer)
        : dwfl(pid, ProcessDwfl::Use::Symbols),
          symbolizer(
              dwfl.dwfl(), QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget(),
              [&buffer](const SampledFunction &f) { return buffer.addFunction(f); },
              [&buffer](std::uint32_t id, const QString &file, std::uint32_t line) { buffer.setFunctionSource(id, file, line); })
    {
    }
    ProcessDwfl dwfl;
    Symbolizer symbolizer;
};

SymbolizerWorker::SymbolizerWorker(pid_t pid, RecordingBuffer &buffer)
    : m_pid(pid), m_buffer(buffer), m_thread([this] { run(); })
{
}

SymbolizerWorker::~SymbolizerWorker()
{
    finishStacks();
    addOwedLines();
}

void SymbolizerWorker::finishStacks()
{
    if (!m_thread.joinable())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_closing = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void SymbolizerWorker::addOwedLines()
{
    if (!m_thread.joinable() && m_tools)
        m_tools->symbolizer.addOwedLines();
}

void SymbolizerWorker::addStack(pid_t tid, TimePs time, std::vector<std::uint64_t> leafFirst, SampleFigures figures)
{
    push({Kind::Stack, tid, time, std::move(leafFirst), figures});
}

void SymbolizerWorker::modulesChanged(pid_t through)
{
    push({Kind::ModulesChanged, through, 0, {}, {}});
}

void SymbolizerWorker::programReplaced()
{
    push({Kind::ProgramReplaced, 0, 0, {}, {}});
}

void SymbolizerWorker::push(Item item)
{
    std::lock_guard lock(m_mutex);
    m_queue.push_back(std::move(item));
}

void SymbolizerWorker::flush() { m_wake.notify_one(); }

void SymbolizerWorker::run()
{
    // Started by the sampler thread, whose better nice it would inherit: the
    // symbolizer takes its turn like the target's threads.
    setpriority(PRIO_PROCESS, id_t(gettid()), 0);
    std::unique_ptr<SymbolTools> &tools = m_tools; // this thread's alone until it ends
    tools = std::make_unique<SymbolTools>(m_pid, m_buffer);
    std::vector<std::uint32_t> functions;
    std::deque<Item> batch;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_closing || !m_queue.empty(); });
            if (m_queue.empty()) { // closing, and every stack is symbolized
                m_cpuNs = threadCpuNs();
                return;
            }
            batch.swap(m_queue);
        }
        for (Item &item : batch) {
            switch (item.kind) {
            case Kind::ModulesChanged:
                tools->symbolizer.addOwedLines(); // while their modules are as they were
                tools->dwfl.refreshModules(item.tid);
                tools->symbolizer.retryUnknownAddresses();
                break;
            case Kind::ProgramReplaced:
                tools->symbolizer.addOwedLines();
                tools = std::make_unique<SymbolTools>(m_pid, m_buffer);
                break;
            case Kind::Stack:
                functions.clear();
                for (std::uint64_t address : item.addresses)
                    functions.push_back(tools->symbolizer.functionAt(address));
                m_buffer.addSample(item.tid, item.time, functions, item.figures);
                break;
            }
        }
        batch.clear();
    }
}

} // namespace hg
