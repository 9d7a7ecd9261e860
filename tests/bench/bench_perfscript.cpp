// perf script reader benchmark: generates `perf script` text like a
// system-wide recording of a big C++ application (`perf record -a -g -e
// cpu-clock -e sched:sched_switch`, printed with perf's default fields): 12
// threads in 3 processes, 6 000 functions with long demangled names sharing
// namespace prefixes in 9 dsos, 40 000 call paths of mean depth ~32 grown
// from one another (so neighbouring samples share most of their frames),
// kernel frames under a fifth of the samples, [unknown] frames, 3 % of the
// samples sched_switch tracepoints with their text. Written in 16 MB
// pieces straight to the file, then loaded through ProfileLoader: MB/s, peak
// memory against the file size, model bytes per sample.
//
//   build/bin/bench_perfscript [samples] [--keep FILE]
#include "CppCallPaths.h"
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QFile>
#include <cmath>
#include <random>

using namespace hg;
using bench::CppCallPaths;

namespace {

constexpr int kFunctions = 6'000, kPaths = 40'000;

struct Thread
{
    int pid, tid, cpu;
    const char *comm;
    std::int64_t timeNs;
};

class PerfScriptGenerator
{
public:
    explicit PerfScriptGenerator(QFile &file) : m_file(file), m_calls(m_rng, kFunctions, kPaths) {}

    bool generate(std::size_t samples)
    {
        std::vector<Thread> threads = {
            {4100, 4100, 0, "chrome", 0},          {4100, 4112, 1, "Chrome_IOThread", 0},
            {4100, 4113, 0, "ThreadPoolForeg", 0}, {4100, 4114, 1, "ThreadPoolForeg", 0},
            {4100, 4120, 0, "Compositor", 0},      {5200, 5200, 1, "Web Content", 0},
            {5200, 5210, 0, "DOM Worker", 0},      {5200, 5211, 1, "JS Helper", 0},
            {5200, 5212, 0, "JS Helper", 0},       {6300, 6300, 1, "clang++", 0},
            {6300, 6301, 0, "llvm-worker-0", 0},   {6300, 6302, 1, "llvm-worker-1", 0}};
        for (Thread &t : threads)
            t.timeNs = 27'187'080'496'000 + std::int64_t(m_rng() % 1'000'000);
        std::uniform_real_distribution<double> unit(0, 1);
        std::size_t path = 0;
        for (std::size_t i = 0; i < samples; ++i) {
            Thread &t = threads[m_rng() % threads.size()];
            t.timeNs += 1'001'001 + std::int64_t(m_rng() % 5'000);
            // Neighbouring samples mostly share their path: a walk over paths.
            if (unit(m_rng) < 0.3)
                path = std::size_t(std::pow(unit(m_rng), 2.5) * kPaths);
            const bool switchOut = unit(m_rng) < 0.03;
            header(t, switchOut, threads[(&t - threads.data() + 1) % threads.size()]);
            if (switchOut)
                frames(m_schedulePath);
            else if (unit(m_rng) < 0.2)
                frames(m_calls.kernelPaths[m_rng() % m_calls.kernelPaths.size()]);
            frames(m_calls.paths[path]);
            m_buffer += '\n';
            if (m_buffer.size() > (16 << 20) && !flush())
                return false;
        }
        return flush();
    }

private:
    void header(const Thread &t, bool switchOut, const Thread &next)
    {
        char line[512];
        const int n = switchOut
            ? std::snprintf(line, sizeof line,
                            "%s %5d [%03d] %lld.%06lld: sched:sched_switch: prev_comm=%s prev_pid=%d prev_prio=120 "
                            "prev_state=S ==> next_comm=%s next_pid=%d next_prio=120\n",
                            t.comm, t.tid, t.cpu, static_cast<long long>(t.timeNs / 1'000'000'000),
                            static_cast<long long>(t.timeNs % 1'000'000'000 / 1000), t.comm, t.tid, next.comm, next.tid)
            : std::snprintf(line, sizeof line, "%s %5d [%03d] %lld.%06lld:    1001001          cpu-clock: \n", t.comm, t.tid,
                            t.cpu, static_cast<long long>(t.timeNs / 1'000'000'000),
                            static_cast<long long>(t.timeNs % 1'000'000'000 / 1000));
        m_buffer.append(line, n);
    }

    // Leaf first, as perf prints them.
    void frames(const std::vector<int> &path)
    {
        char line[1024];
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            const CppCallPaths::Function &f = m_calls.functions[std::size_t(*it)];
            // A return address: one of a few call sites in the function.
            const std::uint64_t offset = 4 + (std::uint64_t(*it) * 0x9e37 + m_rng() % 4 * 0x31) % 0x200;
            int n;
            if (!f.kernel && *it % 50 == 0) // a function without a symbol
                n = std::snprintf(line, sizeof line, "\t%16llx [unknown] (%s)\n",
                                  static_cast<unsigned long long>(f.address + offset), f.dso.c_str());
            else
                n = std::snprintf(line, sizeof line, "\t%16llx %s+0x%llx (%s)\n",
                                  static_cast<unsigned long long>(f.address + offset), f.name.c_str(),
                                  static_cast<unsigned long long>(offset), f.dso.c_str());
            m_buffer.append(line, std::min<int>(n, int(sizeof line) - 1));
        }
    }

    bool flush()
    {
        const bool ok = m_file.write(m_buffer.data(), qint64(m_buffer.size())) == qint64(m_buffer.size());
        m_buffer.clear();
        return ok;
    }

    QFile &m_file;
    std::mt19937_64 m_rng{32};
    CppCallPaths m_calls; // after m_rng, which it draws from
    const std::vector<int> m_schedulePath = {1, 2, 0};
    std::string m_buffer;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    return bench::generateAndLoad(app.arguments(), 150'000, QStringLiteral("bench.perf"), QStringLiteral("samples"),
                                  [](QFile &file, std::size_t count) { return PerfScriptGenerator(file).generate(count); });
}
