// perf.data reader benchmark: generates a recording like `perf record -g -a`
// of a busy machine, about 300 MB: a server of 24 threads and six other
// processes, each with its binary and 15 libraries mapped; 2 000 call paths
// 8-40 deep through them (the server's own 1 400, a hundred each for the
// others), the leaf's address varying within its function; a quarter of the
// samples taken in the kernel (one of three of 60 kernel stacks per path,
// the user part stopped at its call site); two CPUs' buffers written in turn
// between FINISHED_ROUNDs, so records arrive out of time order. Then loads
// it through ProfileLoader and prints throughput and peak memory against
// the file size. The mapped files are not on this machine, so
// symbolization is the file+offset fallback: the figure is the reading's,
// before symbolization.
//
//   build/bin/bench_perfdata [samples] [--keep FILE]
#include "../core/PerfDataFixtures.h"
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <random>

using namespace hg;
using fixtures::PerfDataFile;

namespace {

struct Process
{
    std::uint32_t pid;
    std::vector<std::uint32_t> tids;
    const char *binary;
};

struct Library
{
    std::uint64_t base;
    std::vector<std::uint64_t> functions; // start addresses
};

class RecordingGenerator
{
public:
    QByteArray generate(std::size_t samples)
    {
        PerfDataFile::Attr clock;
        clock.sampleType |= PerfDataFile::kCpu;
        clock.period = 1'001'001;
        clock.flags |= PerfDataFile::kFreq;
        clock.ids = {1001, 1002};
        clock.name = "cpu-clock";
        m_file.addAttr(clock);
        m_file.hostname("bench-host");
        m_file.osRelease("6.1.0-bench");
        m_file.arch("x86_64");
        m_file.commandLine({"/usr/bin/perf", "record", "-e", "cpu-clock", "-F", "999", "-g", "-a"});
        makeProcesses();
        makePaths();
        m_file.data().reserve(qsizetype(samples) * 260);
        for (const Process &p : m_processes)
            announce(p);
        std::uint64_t time = 1'000'000'000;
        std::vector<std::size_t> threads;
        for (std::size_t i = 0; i < m_processes.size(); ++i)
            for (std::size_t k = 0; k < m_processes[i].tids.size(); ++k)
                threads.push_back(i << 16 | k);
        // Some paths far more often than others, as in any profile.
        std::uniform_real_distribution<double> uniform(0, 1);
        const auto pick = [&] { return std::min(m_paths.size() - 1, std::size_t(double(m_paths.size()) * std::pow(uniform(m_rng), 3))); };
        constexpr std::size_t kRound = 512;
        for (std::size_t done = 0; done < samples; done += kRound) {
            // One pass over both CPUs' buffers: CPU 0's records, then CPU 1's.
            std::vector<PerfDataFile::Sample> cpu[2];
            for (std::size_t i = done; i < std::min(samples, done + kRound); ++i) {
                const std::size_t t = threads[m_rng() % threads.size()];
                const Process &p = m_processes[t >> 16];
                PerfDataFile::Sample s;
                s.pid = p.pid;
                s.tid = p.tids[t & 0xFFFF];
                s.time = time += 40'000 + m_rng() % 1000;
                s.cpu = std::uint32_t(i % 2);
                s.period = 1'001'001;
                // The server runs most paths; each other process a hundred of its own.
                const std::size_t own = (t >> 16) == 0 ? 1400 : 100;
                const std::size_t first = (t >> 16) == 0 ? 0 : 1400 + ((t >> 16) - 1) * 100;
                chain(first + pick() % own, s.callchain);
                s.ip = s.callchain[1];
                s.misc = s.callchain[0] == PerfDataFile::kContextKernel ? 1 : 2;
                cpu[s.cpu].push_back(std::move(s));
            }
            for (const auto &list : cpu)
                for (const PerfDataFile::Sample &s : list)
                    m_file.sample(0, s);
            m_file.finishedRound();
        }
        return m_file.file();
    }

private:
    void makeProcesses()
    {
        static const char *const binaries[] = {"/opt/bench/bin/server", "/usr/sbin/bench-db", "/usr/bin/bench-cache",
                                               "/usr/bin/bench-agent", "/usr/sbin/bench-proxy", "/usr/bin/bench-cron",
                                               "/usr/bin/bench-shell"};
        std::uint32_t pid = 3000;
        for (int i = 0; i < 7; ++i, pid += 100) {
            Process p{pid, {pid}, binaries[i]};
            const int threads = i == 0 ? 24 : 1 + i % 4;
            for (int k = 1; k < threads; ++k)
                p.tids.push_back(pid + std::uint32_t(k));
            m_processes.push_back(p);
        }
        // The binary and 15 libraries, at the same addresses in every process.
        for (int lib = 0; lib < 16; ++lib) {
            Library l;
            l.base = lib == 0 ? 0x55'5555'0000ull : 0x7f00'0000'0000ull + std::uint64_t(lib) * 0x100'0000ull;
            std::uint64_t at = l.base + 0x1000;
            for (int f = 0; f < 600; ++f)
                l.functions.push_back(at += 0x40 + m_rng() % 0x400);
            m_libraries.push_back(l);
        }
        // 60 kernel stacks (interrupt entry, scheduler, syscalls), 3-8 deep.
        for (int k = 0; k < 60; ++k) {
            std::vector<std::uint64_t> stack;
            const std::size_t depth = 3 + m_rng() % 6;
            for (std::size_t d = 0; d < depth; ++d)
                stack.push_back(0xffff'ffff'8100'0000ull + (m_rng() % 20000) * 0x90);
            m_kernel.push_back(std::move(stack));
        }
    }

    void announce(const Process &p)
    {
        static const char *const libraries[] = {
            "libc.so.6", "libstdc++.so.6", "libm.so.6", "libgcc_s.so.1", "libssl.so.3", "libcrypto.so.3",
            "libz.so.1", "libzstd.so.1", "libprotobuf.so.32", "libgrpc++.so.1.51", "libabsl_base.so", "libpq.so.5",
            "libcurl.so.4", "libnghttp2.so.14", "libjemalloc.so.2"};
        m_file.comm(p.pid, p.pid, "bench", 0, true);
        const QByteArray name = QByteArray(p.binary).mid(QByteArray(p.binary).lastIndexOf('/') + 1);
        m_file.comm(p.pid, p.pid, name.left(15).constData(), 0, true);
        for (std::size_t lib = 0; lib < m_libraries.size(); ++lib) {
            const QByteArray path = lib == 0 ? QByteArray(p.binary)
                                             : QByteArray("/opt/bench/lib/") + libraries[lib - 1];
            m_file.mmap2(p.pid, m_libraries[lib].base, 0x100000, 0x1000, path.constData());
        }
        for (std::size_t k = 1; k < p.tids.size(); ++k) {
            m_file.fork(p.pid, p.pid, p.tids[k], p.pid, 10);
            m_file.comm(p.pid, p.tids[k], QByteArray("worker-" + QByteArray::number(qulonglong(k))).constData(), 11);
        }
    }

    // Call paths, root first: the binary's entry, then functions of the
    // libraries and the binary, 8-40 deep.
    void makePaths()
    {
        for (int i = 0; i < 2000; ++i) {
            std::vector<std::uint64_t> path = {m_libraries[0].functions[0] + 0x20, m_libraries[1].functions[0] + 0x80};
            const std::size_t depth = 8 + m_rng() % 33;
            while (path.size() < depth) {
                const Library &l = m_libraries[m_rng() % m_libraries.size()];
                path.push_back(l.functions[m_rng() % l.functions.size()] + 5 + m_rng() % 0x30);
            }
            m_paths.push_back(std::move(path));
        }
    }

    // A sample's chain, leaf first: the path with the leaf a few bytes
    // anywhere in its function; or, for a quarter of them, taken in the
    // kernel: one of the three kernel stacks the path's system calls reach
    // (its leaf varying too) on the path stopped at its call site.
    void chain(std::size_t pathIndex, std::vector<std::uint64_t> &out)
    {
        const std::vector<std::uint64_t> &path = m_paths[pathIndex];
        out.clear();
        const bool inKernel = m_rng() % 4 == 0;
        if (inKernel) {
            const std::vector<std::uint64_t> &stack = m_kernel[(pathIndex * 3 + m_rng() % 3) % m_kernel.size()];
            out.push_back(PerfDataFile::kContextKernel);
            out.push_back(stack.front() + (m_rng() % 8) * 4);
            out.insert(out.end(), stack.begin() + 1, stack.end());
        }
        out.push_back(PerfDataFile::kContextUser);
        out.push_back(path.back() + (inKernel ? 0 : (m_rng() % 16) * 4));
        for (std::size_t k = path.size() - 1; k-- > 0;)
            out.push_back(path[k]);
    }

    PerfDataFile m_file;
    std::mt19937_64 m_rng{32};
    std::vector<Process> m_processes;
    std::vector<Library> m_libraries;
    std::vector<std::vector<std::uint64_t>> m_kernel;
    std::vector<std::vector<std::uint64_t>> m_paths;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const bench::GeneratorArguments args(app.arguments(), 1'200'000, QStringLiteral("bench.perf.data"));
    out << QStringLiteral("%1 samples").arg(args.count()) << Qt::endl;
    {
        const QByteArray bytes = RecordingGenerator().generate(args.count());
        QFile file(args.path());
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            out << "cannot write " << args.path() << Qt::endl;
            return 1;
        }
    }
    return bench::runLoadBenchmark(args.path(), out);
}
