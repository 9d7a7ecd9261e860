// TraceActor reader benchmark: generates a recorded Firefox TraceActor
// session like a busy single-page shop's (three named traces one after the
// other, each restarting the sequence numbers; main thread and workers
// interleaved in bursts; 4 000 functions in 24 scripts calling each other
// up to ~45 deep; every enteredFrame with name, location, callsite, depth,
// time, parameter names and argument grips, every exitedFrame with why and
// its return or throw grip; a few packets out of order), written in the
// remote-debugging framing "<length>:<JSON>" straight to the file. Then it
// loads the file through ProfileLoader and prints throughput, peak memory
// against the file size and model bytes per span, and QJsonDocument's time
// for the same packets parsed one by one (it cannot read the framing whole).
//
//   build/bin/bench_traceactor [frame packets] [--keep FILE]
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"
#include "formats/JsonWriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTextStream>
#include <random>

using namespace hg;

namespace {

constexpr int kScripts = 24, kFunctions = 4'000, kCallees = 4;

struct Function
{
    std::string name;
    int script = 0;
    int line = 0;
    int column = 0;
    std::vector<const char *> parameters;
    int callees[kCallees] = {};
};

struct Thread
{
    std::int64_t id = 0;
    const char *name = "";
    std::vector<int> stack; // functions entered and not yet exited
};

class TraceLogGenerator
{
public:
    explicit TraceLogGenerator(QFile &file) : m_file(file) { makeFunctions(); }

    // `framePackets` enteredFrame/exitedFrame packets over three traces; false if the file cannot be written.
    bool generate(std::size_t framePackets)
    {
        control("attached", nullptr);
        const struct { const char *name; double share; int threads; } traces[] = {
            {"page-load", 0.40, 1}, {"checkout-flow", 0.35, 3}, {"scroll-jank", 0.25, 2}};
        std::size_t left = framePackets;
        for (std::size_t t = 0; t < std::size(traces); ++t) {
            const std::size_t packets = t + 1 == std::size(traces) ? left : std::size_t(double(framePackets) * traces[t].share);
            left -= packets;
            trace(traces[t].name, packets, traces[t].threads, int(t + 1));
        }
        control("detached", nullptr);
        return flush();
    }

private:
    void makeFunctions()
    {
        static const char *const verbs[] = {"render", "update", "handle", "dispatch", "get", "set", "compute", "validate", "format",
                                            "parse", "load", "fetch", "emit", "subscribe", "reduce", "map", "create", "apply",
                                            "notify", "schedule"};
        static const char *const nouns[] = {"Cart", "Item", "Price", "Row", "List", "Header", "Event", "State", "Props", "Route",
                                            "Query", "Cache", "Token", "Style", "Node", "Child", "Effect", "Store", "Layout", "Image"};
        static const char *const owners[] = {"", "", "ProductList.", "CartStore.", "Router.", "VirtualScroller.", "ReactDOM.",
                                             "ApiClient.", "Analytics.", "Checkout."};
        static const char *const parameterNames[] = {"event", "props", "state", "action", "item", "index", "key", "value",
                                                     "options", "callback", "node", "target"};
        static const char *const bundles[] = {"vendor", "main", "runtime", "chunk-checkout", "chunk-search", "chunk-account"};
        for (int s = 0; s < kScripts; ++s)
            m_scripts.push_back(std::string("https://shop.example.com/static/js/") + bundles[s % std::size(bundles)] + "."
                                + std::to_string(0x3f9a1c + s * 7919) + ".js");
        for (int f = 0; f < kFunctions; ++f) {
            Function fn;
            fn.name = std::string(owners[m_rng() % std::size(owners)]) + verbs[m_rng() % std::size(verbs)] + nouns[m_rng() % std::size(nouns)];
            fn.script = int(m_rng() % kScripts);
            fn.line = int(1 + m_rng() % 40'000);
            fn.column = int(m_rng() % 120);
            // Up to three parameters, distinct names in a row of the list.
            const std::size_t first = m_rng() % std::size(parameterNames);
            for (unsigned p = 0, n = m_rng() % 4; p < n; ++p)
                fn.parameters.push_back(parameterNames[(first + p) % std::size(parameterNames)]);
            // A few fixed callees each: the same paths recur, as in a real app.
            for (int &c : fn.callees)
                c = int(m_rng() % kFunctions);
            m_functions.push_back(std::move(fn));
        }
    }

    void trace(const char *name, std::size_t packets, int threadCount, int actor)
    {
        m_from = "conn0.trace" + std::to_string(actor);
        control("startedTrace", name);
        static const char *const threadNames[] = {"Main Thread", "DOM Worker", "ServiceWorker"};
        std::vector<Thread> threads;
        for (int t = 0; t < threadCount; ++t)
            threads.push_back({t == 0 ? 1 : 100 + t, threadNames[t % 3], {}});
        m_sequence = 0;
        std::size_t written = 0;
        while (written < packets) {
            if (closingNeeded(threads) == 0 && packets - written < 2)
                break; // an odd packet left over: every frame needs two
            // A burst of one thread's packets, as its events run.
            Thread &thread = threads[m_rng() % 8 == 0 ? m_rng() % threads.size() : 0];
            const bool withThread = threadCount > 1;
            for (std::size_t burst = 1 + m_rng() % 60; burst > 0 && written < packets; --burst, ++written) {
                // Deeper calls become less likely: depths of 10-20, up to ~45, like a framework-heavy app.
                const int depth = int(thread.stack.size());
                const bool mustClose = packets - written <= closingNeeded(threads) + 1;
                const double enter = std::clamp(0.5 + (14 - depth) * 0.03, 0.05, 0.95);
                if (!mustClose && (thread.stack.empty() || std::uniform_real_distribution<double>(0, 1)(m_rng) < enter))
                    entered(thread, withThread);
                else if (!thread.stack.empty())
                    exited(thread, withThread);
                else
                    break; // nothing open on this thread: another one closes
            }
        }
        control("stoppedTrace", name);
    }

    static std::size_t closingNeeded(const std::vector<Thread> &threads)
    {
        std::size_t open = 0;
        for (const Thread &t : threads)
            open += t.stack.size();
        return open;
    }

    void begin(const char *type)
    {
        m_json = JsonWriter();
        m_json.beginObject();
        m_json.key("from").value(m_from);
        m_json.key("type").value(type);
    }

    void control(const char *type, const char *name)
    {
        begin(type);
        if (name) {
            m_json.key("why").value("requested");
            m_json.key("name").value(name);
        }
        if (std::string_view(type) == "attached") {
            m_json.key("traceTypes").beginArray();
            for (const char *t : {"name", "location", "callsite", "depth", "time", "parameterNames", "arguments", "return", "throw", "yield", "thread"})
                m_json.value(t);
            m_json.endArray();
        }
        m_json.endObject();
        append();
    }

    void common(const Thread &thread, bool withThread)
    {
        m_json.key("sequence").value(m_sequence++);
        m_clockNs += 200 + m_rng() % 20'000;
        m_json.key("time").value(double(m_clockNs) / 1e6); // ms since startTrace
        m_json.key("depth").value(std::uint64_t(thread.stack.size()));
        if (withThread) {
            m_json.key("thread").beginObject();
            m_json.key("id").value(thread.id);
            m_json.key("name").value(thread.name);
            m_json.endObject();
        }
    }

    void grip()
    {
        switch (m_rng() % 20) {
        case 0: case 1: case 2: m_json.value(std::int64_t(m_rng() % 10'000)); break;
        case 3: case 4: m_json.value(bool(m_rng() % 2)); break;
        case 5: case 6: m_json.value("sku-" + std::to_string(m_rng() % 100'000)); break;
        case 7: case 8:
            m_json.beginObject();
            m_json.key("type").value("object");
            m_json.key("class").value(m_rng() % 2 ? "Object" : "HTMLDivElement");
            m_json.key("actor").value("conn0.obj" + std::to_string(m_rng() % 1'000'000));
            m_json.endObject();
            break;
        case 9: m_json.null(); break;
        default:
            m_json.beginObject();
            m_json.key("type").value("undefined");
            m_json.endObject();
        }
    }

    void entered(Thread &thread, bool withThread)
    {
        const int function = thread.stack.empty() ? int(m_rng() % 64) // event-loop tasks
                                                  : m_functions[std::size_t(thread.stack.back())].callees[m_rng() % kCallees];
        const Function &fn = m_functions[std::size_t(function)];
        begin("enteredFrame");
        common(thread, withThread);
        m_json.key("name").value(fn.name);
        m_json.key("location").beginObject();
        m_json.key("url").value(m_scripts[std::size_t(fn.script)]);
        m_json.key("line").value(fn.line);
        m_json.key("column").value(fn.column);
        m_json.endObject();
        if (!thread.stack.empty()) {
            const Function &caller = m_functions[std::size_t(thread.stack.back())];
            m_json.key("callsite").beginObject();
            m_json.key("url").value(m_scripts[std::size_t(caller.script)]);
            m_json.key("line").value(caller.line + int(m_rng() % 40));
            m_json.key("column").value(int(m_rng() % 80));
            m_json.endObject();
        }
        m_json.key("parameterNames").beginArray();
        for (const char *p : fn.parameters)
            m_json.value(p);
        m_json.endArray();
        m_json.key("arguments").beginArray();
        for (std::size_t a = 0; a < fn.parameters.size(); ++a)
            grip();
        m_json.endArray();
        m_json.endObject();
        thread.stack.push_back(function);
        append(true);
    }

    void exited(Thread &thread, bool withThread)
    {
        thread.stack.pop_back();
        begin("exitedFrame");
        common(thread, withThread);
        const unsigned kind = m_rng() % 2'000;
        if (kind == 0) {
            m_json.key("why").value("throw");
            m_json.key("throw").beginObject();
            m_json.key("type").value("object");
            m_json.key("class").value("TypeError");
            m_json.key("actor").value("conn0.obj" + std::to_string(m_rng() % 1'000'000));
            m_json.endObject();
        } else if (kind == 1) {
            m_json.key("why").value("yield");
            m_json.key("yield");
            grip();
        } else {
            m_json.key("why").value("return");
            m_json.key("return");
            grip();
        }
        m_json.endObject();
        append(true);
    }

    // Frames the packet; now and then one is held back and sent after the
    // next, as packets arrive out of order.
    void append(bool framePacket = false)
    {
        const QByteArray &json = m_json.text();
        QByteArray framed = QByteArray::number(json.size()) + ':' + json;
        if (!framePacket && !m_held.isEmpty()) { // control replies keep their place
            m_buffer += m_held;
            m_held.clear();
        }
        if (framePacket && m_held.isEmpty() && m_rng() % 4'096 == 0) {
            m_held = std::move(framed);
            return;
        }
        m_buffer += framed;
        if (!m_held.isEmpty()) {
            m_buffer += m_held;
            m_held.clear();
        }
        if (m_buffer.size() > (16 << 20))
            flush();
    }

    bool flush()
    {
        m_buffer += m_held;
        m_held.clear();
        const bool ok = m_file.write(m_buffer) == m_buffer.size();
        m_buffer.clear();
        m_ok = m_ok && ok;
        return m_ok;
    }

    QFile &m_file;
    std::mt19937 m_rng{17};
    std::vector<std::string> m_scripts;
    std::vector<Function> m_functions;
    std::string m_from = "conn0.trace1";
    JsonWriter m_json;
    QByteArray m_buffer, m_held;
    std::int64_t m_sequence = 0;
    std::int64_t m_clockNs = 0;
    bool m_ok = true;
};

// Qt's parser on the same packets, one QJsonDocument each (the framing is
// not JSON as a whole), straight from the mapped file.
void compareQtJson(const QString &path, QTextStream &out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const qint64 size = file.size();
    const char *data = reinterpret_cast<const char *>(file.map(0, size));
    if (!data)
        return;
    QElapsedTimer timer;
    timer.start();
    std::size_t packets = 0, failed = 0;
    for (qint64 i = 0; i < size;) {
        qint64 length = 0;
        while (i < size && data[i] >= '0' && data[i] <= '9')
            length = length * 10 + (data[i++] - '0');
        ++i; // ':'
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromRawData(data + i, qsizetype(length)));
        failed += doc.isNull();
        ++packets;
        i += length;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    out << QStringLiteral("QJsonDocument: %1 s, %2 MB/s (%3 packets parsed one by one, no model)%4")
               .arg(seconds, 0, 'f', 2).arg(double(size) / 1e6 / seconds, 0, 'f', 0).arg(packets)
               .arg(failed ? QStringLiteral(" - %1 failed").arg(failed) : QString())
        << Qt::endl;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bench::GeneratorArguments args(app.arguments(), 10'000'000, QStringLiteral("bench.traceactor"));
    const std::size_t packets = args.count();
    const QString &path = args.path();
    QTextStream out(stdout);
    out << "generating " << packets << " frame packets ..." << Qt::endl;
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !TraceLogGenerator(file).generate(packets)) {
            out << "cannot write " << path << Qt::endl;
            return 1;
        }
    }
    const int status = bench::runLoadBenchmark(path, out);
    if (status != 0)
        return status;
    if (QFileInfo(path).size() > (qint64(2) << 30)) {
        out << "QJsonDocument: skipped (file over 2 GB)" << Qt::endl;
        return 0;
    }
    compareQtJson(path, out);
    return 0;
}
