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
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>
#include <cmath>
#include <random>

using namespace hg;

namespace {

constexpr int kFunctions = 6'000, kPaths = 40'000;

struct Function
{
    std::string name;
    std::string dso;
    std::uint64_t address;
    bool kernel;
};

struct Thread
{
    int pid, tid, cpu;
    const char *comm;
    std::int64_t timeNs;
};

class PerfScriptGenerator
{
public:
    explicit PerfScriptGenerator(QFile &file) : m_file(file)
    {
        makeFunctions();
        makePaths();
    }

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
                frames(m_kernelPaths[m_rng() % m_kernelPaths.size()]);
            frames(m_paths[path]);
            m_buffer += '\n';
            if (m_buffer.size() > (16 << 20) && !flush())
                return false;
        }
        return flush();
    }

private:
    void makeFunctions()
    {
        static const char *const namespaces[] = {"mozilla::dom::", "mozilla::layers::", "js::jit::", "js::frontend::",
                                                 "base::internal::", "content::", "blink::", "v8::internal::",
                                                 "llvm::", "clang::Sema::", "std::__1::", "absl::lts_20230125::"};
        static const char *const classes[] = {"HTMLMediaElement", "CompositorBridgeParent", "BaselineCompiler",
                                              "Parser<FullParseHandler, char16_t>", "TaskTracker", "RenderFrameHostImpl",
                                              "LayoutBlockFlow", "Heap", "SelectionDAGISel", "TemplateInstantiator",
                                              "vector<unsigned long, std::allocator<unsigned long> >", "flat_hash_map"};
        static const char *const verbs[] = {"Dispatch", "Run", "Handle", "Update", "Compute", "Visit", "Emit",
                                            "Resolve", "Schedule", "Notify", "Collect", "Layout"};
        static const char *const nouns[] = {"AsyncEvent", "Task", "Frame", "Node", "Layer", "Instruction", "Scope",
                                            "Message", "Paint", "Sweep", "Expression", "Block"};
        static const char *const args[] = {"()", "(nsTString<char16_t> const&)", "(JSContext*, JS::Handle<JSObject*>)",
                                           "(base::OnceCallback<void ()>)", "(llvm::MachineFunction&) const",
                                           "(unsigned long, bool)", "(clang::Expr*, clang::SourceLocation)"};
        static const char *const dsos[] = {"/usr/lib/chromium/chromium", "/usr/lib/firefox/libxul.so",
                                           "/usr/lib/x86_64-linux-gnu/libc.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30",
                                           "/usr/lib/llvm-14/lib/libLLVM-14.so.1", "/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6",
                                           "/usr/lib/x86_64-linux-gnu/libz.so.1.2.13"};
        for (int i = 0; i < kFunctions; ++i) {
            Function f;
            f.kernel = i < 400;
            if (f.kernel) {
                static const char *const kernel[] = {"__schedule", "do_syscall_64", "entry_SYSCALL_64_after_hwframe",
                                                     "asm_exc_page_fault", "handle_mm_fault", "__x64_sys_futex",
                                                     "futex_wait", "ep_poll", "do_epoll_wait", "copy_user_enhanced"};
                f.name = kernel[i % std::size(kernel)];
                if (i >= 10)
                    f.name.append(1, '_').append(std::to_string(i));
                f.dso = "[kernel.kallsyms]";
                f.address = 0xffffffff81000000ull + std::uint64_t(i) * 0x1a40;
            } else {
                f.name = std::string(namespaces[m_rng() % std::size(namespaces)]) + classes[m_rng() % std::size(classes)]
                    + "::" + verbs[m_rng() % std::size(verbs)] + nouns[m_rng() % std::size(nouns)]
                    + (i % 7 == 0 ? std::to_string(i) : "") + args[m_rng() % std::size(args)];
                f.dso = dsos[i % std::size(dsos)];
                f.address = 0x1000 + std::uint64_t(i) * 0x3c0;
            }
            m_functions.push_back(std::move(f));
        }
    }

    // Call paths root first; each grown from an earlier one (a shared prefix).
    void makePaths()
    {
        std::uniform_int_distribution<int> user(400, kFunctions - 1);
        m_paths.push_back({user(m_rng), user(m_rng), user(m_rng)});
        while (m_paths.size() < std::size_t(kPaths)) {
            std::vector<int> p = m_paths[m_rng() % m_paths.size()];
            p.resize(std::max<std::size_t>(3, p.size() - std::min<std::size_t>(p.size(), m_rng() % 6)));
            const int more = 1 + int(m_rng() % 6);
            for (int k = 0; k < more && p.size() < 64; ++k)
                p.push_back(user(m_rng));
            m_paths.push_back(std::move(p));
        }
        for (int k = 0; k < 50; ++k) {
            std::vector<int> p;
            for (int d = 0; d < 3 + int(m_rng() % 8); ++d)
                p.push_back(10 + int(m_rng() % 390));
            m_kernelPaths.push_back(std::move(p));
        }
        m_schedulePath = {1, 2, 0};
    }

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
            const Function &f = m_functions[std::size_t(*it)];
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
    std::vector<Function> m_functions;
    std::vector<std::vector<int>> m_paths, m_kernelPaths;
    std::vector<int> m_schedulePath;
    std::string m_buffer;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bench::GeneratorArguments args(app.arguments(), 150'000, QStringLiteral("bench.perf"));
    QTextStream out(stdout);
    out << "generating " << args.count() << " samples ..." << Qt::endl;
    {
        QFile file(args.path());
        if (!file.open(QIODevice::WriteOnly) || !PerfScriptGenerator(file).generate(args.count())) {
            out << "cannot write " << args.path() << Qt::endl;
            return 1;
        }
    }
    return bench::runLoadBenchmark(args.path(), out);
}
