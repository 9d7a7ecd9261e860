// Collapsed stacks reader benchmark: generates what `perf script |
// stackcollapse-perf.pl` writes for a system-wide recording of big C++
// programs: one line per distinct stack, sorted, the process name first,
// then frames root first with the argument lists tidied away (templates and
// namespaces stay, spaces and all), unknown symbols as their dso in
// brackets, kernel frames at the leaf end of a fifth of the stacks, counts
// with a long tail. Stacks 3-74 frames deep, grown from one another (most
// of a line repeats one before it). Then loaded through ProfileLoader:
// MB/s, peak memory against the file size, model bytes per sample.
//
//   build/bin/bench_collapsed [lines] [--keep FILE]
#include "CppCallPaths.h"
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <cmath>
#include <random>

using namespace hg;
using bench::CppCallPaths;

namespace {

constexpr int kFunctions = 8'000;

class CollapsedGenerator
{
public:
    explicit CollapsedGenerator(std::size_t lines) : m_calls(m_rng, kFunctions, lines) {}

    bool generate(QFile &file)
    {
        static const char *const comms[] = {"chrome", "Chrome_IOThread", "ThreadPoolForeg", "Compositor",
                                            "Web Content", "DOM Worker", "JS Helper", "clang++", "llvm-worker-0"};
        std::uniform_real_distribution<double> unit(0, 1);
        std::vector<std::string> lines;
        lines.reserve(m_calls.paths.size());
        for (const std::vector<int> &path : m_calls.paths) {
            std::string line = comms[m_rng() % std::size(comms)];
            for (const int f : path)
                append(line, f);
            if (unit(m_rng) < 0.2)
                for (const int f : m_calls.kernelPaths[m_rng() % m_calls.kernelPaths.size()])
                    append(line, f);
            lines.push_back(std::move(line));
        }
        std::sort(lines.begin(), lines.end());
        lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
        std::string buffer;
        for (const std::string &line : lines) {
            const auto count = 1 + std::uint64_t(std::exp(unit(m_rng) * unit(m_rng) * 9));
            buffer.append(line).append(1, ' ').append(std::to_string(count)).append(1, '\n');
            if (buffer.size() > (16 << 20) && !flush(file, buffer))
                return false;
        }
        return flush(file, buffer);
    }

private:
    void append(std::string &line, int function)
    {
        const CppCallPaths::Function &f = m_calls.functions[std::size_t(function)];
        line += ';';
        if (!f.kernel && function % 50 == 0) { // no symbol: the dso's name
            line.append(1, '[').append(f.dso.substr(f.dso.rfind('/') + 1)).append(1, ']');
            return;
        }
        line.append(f.name, 0, f.name.find('(')); // stackcollapse-perf's tidy_generic
    }

    static bool flush(QFile &file, std::string &buffer)
    {
        const bool ok = file.write(buffer.data(), qint64(buffer.size())) == qint64(buffer.size());
        buffer.clear();
        return ok;
    }

    std::mt19937_64 m_rng{34};
    CppCallPaths m_calls; // after m_rng, which it draws from
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    return bench::generateAndLoad(app.arguments(), 150'000, QStringLiteral("bench.folded"), QStringLiteral("stacks"),
                                  [](QFile &file, std::size_t count) { return CollapsedGenerator(count).generate(file); });
}
