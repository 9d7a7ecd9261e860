// Chrome trace (duration events only) reader benchmark: generates a JSON
// trace as chrome://tracing or Perfetto save one, without CPU samples: a
// browser and two renderers, 12 threads, each running tasks one after the
// other whose complete ("X") events nest up to 14 deep, names from a pool of
// 3 000 (trace macros' "Class::Method" and V8's "v8.*"), categories and small
// args as Chromium writes them, threads interleaved in time order. This is
// the trace speedscope reads with its "Trace Event Format" importer (the
// Chrome trace with ProfileChunk samples of bench_v8cpuprofile --chrome goes
// to another). With --samples, the trace format's own sampled layout
// instead: the threads' names as events, then "stackFrames" (40 000 frames
// in a tree, parents first) and "samples" (each thread's, about a
// millisecond apart, on one of the frames). Then loads it through
// ProfileLoader: MB/s, peak memory against the file size.
//
//   build/bin/bench_traceevents [events or samples] [--samples] [--keep FILE]
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace hg;

namespace {

constexpr int kNames = 3'000;
constexpr int kMaxDepth = 14;
constexpr int kStackFrames = 40'000;

struct Thread
{
    int pid, tid;
    const char *name;
    std::int64_t clock; // where its next task starts, µs
};

class TraceEventsGenerator
{
public:
    TraceEventsGenerator(std::size_t events, bool samples) : m_events(events), m_samples(samples)
    {
        static const char *const classes[] = {"ThreadControllerImpl", "SimpleWatcher", "LayoutView", "PaintLayer", "Document",
                                              "ResourceLoader",       "URLLoader",     "CCScheduler", "V8",         "HTMLParser"};
        static const char *const verbs[] = {"RunTask", "Update", "Paint", "Commit", "Dispatch", "Parse", "Compile", "Layout", "Notify", "Draw"};
        for (int i = 0; i < kNames; ++i)
            m_names.push_back(i % 7 == 0 ? "v8.callFunction" + std::to_string(i)
                                         : std::string(classes[i % 10]) + "::" + verbs[(i / 10) % 10] + std::to_string(i / 100));
    }

    bool generate(QFile &file)
    {
        std::vector<Thread> threads;
        static const char *const names[] = {"CrBrowserMain", "Chrome_IOThread", "ThreadPoolForegroundWorker", "CrRendererMain",
                                            "Compositor",    "ThreadPoolForegroundWorker"};
        for (int p = 0; p < 3; ++p)
            for (int t = 0; t < 4; ++t)
                threads.push_back({1000 + p, 1000 + p * 10 + t, names[(p ? 3 : 0) + (t < 2 ? t : 2)], kStart + t * 37});
        m_out = "{\"traceEvents\":[\n";
        bool first = true;
        for (const Thread &t : threads) {
            m_out += first ? "" : ",\n";
            first = false;
            m_out += R"({"args":{"name":")" + std::string(t.name) + R"("},"cat":"__metadata","name":"thread_name","ph":"M","pid":)"
                + std::to_string(t.pid) + ",\"tid\":" + std::to_string(t.tid) + ",\"ts\":0}";
        }
        if (m_samples)
            return writeSamples(file, threads);
        // A task on the thread furthest behind, until there are enough events.
        while (m_written < m_events) {
            Thread *next = &threads[0];
            for (Thread &t : threads)
                next = t.clock < next->clock ? &t : next;
            const std::int64_t length = 200 + std::int64_t(m_rng() % 16'000);
            task(*next, next->clock, length, 0);
            next->clock += length + std::int64_t(m_rng() % 3'000);
            if (m_out.size() > (16 << 20) && !flush(file))
                return false;
        }
        m_out += "\n],\"displayTimeUnit\":\"ms\"}\n";
        return flush(file);
    }

private:
    static constexpr std::int64_t kStart = 120'000'000'000;

    // One event from start for length µs, and the calls within it.
    void task(const Thread &t, std::int64_t start, std::int64_t length, int depth)
    {
        ++m_written;
        const std::string &name = m_names[std::size_t(depth == 0 ? m_rng() % 10 : m_rng() % kNames)];
        m_out += ",\n{\"args\":{";
        if (depth > 0 && m_rng() % 4 == 0)
            m_out += "\"data\":{\"frame\":\"" + std::to_string(0x3a1f00 + int(m_rng() % 64)) + "\"}";
        m_out += "},\"cat\":\"" + std::string(depth == 0 ? "toplevel" : depth % 3 ? "blink" : "v8") + "\",\"dur\":" + std::to_string(length)
            + ",\"name\":\"" + name + "\",\"ph\":\"X\",\"pid\":" + std::to_string(t.pid) + ",\"tid\":" + std::to_string(t.tid)
            + ",\"ts\":" + std::to_string(start) + ",\"tdur\":" + std::to_string(length * 9 / 10) + "}";
        if (depth >= kMaxDepth || length < 20 || m_written >= m_events)
            return;
        // Up to four calls, each in a part of what is left of the parent.
        std::int64_t at = start + 1 + std::int64_t(m_rng() % 8);
        for (int calls = int(m_rng() % 5); calls > 0 && m_written < m_events; --calls) {
            const std::int64_t left = start + length - at - 1;
            if (left < 4)
                break;
            const std::int64_t part = 2 + std::int64_t(m_rng() % std::uint64_t(left - 1));
            task(t, at, part, depth + 1);
            at += part + 1;
        }
    }

    // The sampled layout: the stack frames, then every thread's samples in
    // time order, each on a frame (its stack: the frame and its parents).
    bool writeSamples(QFile &file, std::vector<Thread> &threads)
    {
        m_out += "\n],\"stackFrames\":{";
        for (int f = 0; f < kStackFrames; ++f) {
            // Under one of the 3 000 frames before it, now and then a root.
            const int parent = f == 0 || m_rng() % 50 == 0 ? -1 : std::max(0, f - 1 - int(m_rng() % 3'000));
            m_out += (f ? ",\n\"" : "\n\"") + std::to_string(f) + "\":{\"category\":\"" + (f % 3 ? "blink" : "v8") + "\",\"name\":\""
                + m_names[std::size_t(m_rng() % kNames)] + "\"" + (parent < 0 ? std::string() : ",\"parent\":\"" + std::to_string(parent) + "\"") + "}";
        }
        m_out += "\n},\"samples\":[";
        for (std::size_t i = 0; i < m_events; ++i) {
            Thread &t = threads[i % threads.size()];
            t.clock += 900 + std::int64_t(m_rng() % 200);
            m_out += (i ? ",\n" : "\n") + std::string(R"({"cpu":)") + std::to_string(i % 8) + ",\"name\":\"cpu-clock\",\"pid\":"
                + std::to_string(t.pid) + ",\"sf\":\"" + std::to_string(m_rng() % kStackFrames) + "\",\"tid\":" + std::to_string(t.tid)
                + ",\"ts\":" + std::to_string(t.clock) + ",\"weight\":1}";
            if (m_out.size() > (16 << 20) && !flush(file))
                return false;
        }
        m_out += "\n]}\n";
        return flush(file);
    }

    bool flush(QFile &file)
    {
        const bool ok = file.write(m_out.data(), qint64(m_out.size())) == qint64(m_out.size());
        m_out.clear();
        return ok;
    }

    std::size_t m_events, m_written = 0;
    bool m_samples;
    std::mt19937_64 m_rng{34};
    std::vector<std::string> m_names;
    std::string m_out;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments();
    const bool samples = arguments.removeAll(QStringLiteral("--samples")) > 0;
    return bench::generateAndLoad(arguments, 1'000'000, samples ? QStringLiteral("bench.samples.json") : QStringLiteral("bench.events.json"),
                                  samples ? QStringLiteral("samples") : QStringLiteral("events"),
                                  [samples](QFile &file, std::size_t count) { return TraceEventsGenerator(count, samples).generate(file); });
}
