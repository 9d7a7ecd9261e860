#include "V8ProfileGenerator.h"

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace hg::bench {

namespace {

struct Function
{
    QByteArray name; // empty: anonymous
    int script = 0;
    int line = 0, column = 0;
};

struct Script
{
    QByteArray url;
    int id = 0;
};

// V8's pseudo-functions come first, as V8 numbers them: (root) is node 1.
enum : int { kRoot = 1, kProgram = 2, kIdle = 3, kGarbage = 4, kFirstJs = 5 };

// The functions, scripts and call tree of a generated profile, and the
// streams of its samples and time deltas (made again from their seeds for
// each pass, so 20 M samples are never held).
class Generated
{
public:
    explicit Generated(const V8ProfileShape &shape) : m_shape(shape)
    {
        std::mt19937 rng(shape.seed);
        static const char *const packages[] = {"express", "body-parser", "mongoose", "bson", "lodash", "ejs", "pg", "ioredis",
                                               "debug", "qs", "send", "mime", "jsonwebtoken", "ajv", "pino", "undici"};
        static const char *const internals[] = {"modules/cjs/loader", "process/task_queues", "timers", "streams/readable",
                                                "streams/writable", "http", "_http_server", "_http_common", "net", "events",
                                                "async_hooks", "url", "buffer", "fs/promises", "crypto/hash", "util/inspect"};
        static const char *const files[] = {"index", "router", "layer", "route", "query", "schema", "document", "model",
                                            "parser", "serializer", "connection", "pool", "client", "compile", "utils", "response"};
        for (int s = 0; s < 400; ++s) {
            Script script;
            script.id = 60 + s;
            if (s < 40)
                script.url = QByteArray("node:internal/") + internals[s % 16] + (s >= 16 ? QByteArray::number(s / 16) : QByteArray());
            else if (s < 360)
                script.url = QByteArray("file:///home/dev/shop/node_modules/") + packages[s % 16] + "/lib/" + files[(s / 16) % 16]
                    + (s >= 256 ? QByteArray::number(s) : QByteArray()) + ".js";
            else
                script.url = QByteArray("file:///home/dev/shop/src/") + files[s % 16] + QByteArray::number(s) + ".js";
            m_scripts.push_back(script);
        }
        static const char *const verbs[] = {"handle", "parse", "render", "query", "emit", "resolve", "compile", "dispatch",
                                            "serialize", "validate", "transform", "load", "fetch", "write", "read", "process"};
        static const char *const nouns[] = {"Request", "Body", "Template", "Row", "Event", "Module", "Route", "Json",
                                            "Header", "Stream", "Buffer", "Cache", "Session", "Middleware", "Query", "Schema"};
        std::uniform_int_distribution<int> script(0, 399), line(0, 3000), column(0, 80), word(0, 15), percent(0, 99);
        for (int f = 0; f < shape.functions; ++f) {
            Function fn;
            const int p = percent(rng);
            if (p >= 15) // the rest are anonymous
                fn.name = (p < 40 ? QByteArray(nouns[word(rng)]) + "." : QByteArray()) + verbs[word(rng)] + nouns[word(rng)]
                    + (f % 3 ? QByteArray() : QByteArray::number(f));
            fn.script = script(rng);
            fn.line = line(rng);
            fn.column = column(rng);
            m_functions.push_back(fn);
        }
        // The call tree: each node under a recent one (a few dozen calls
        // deep), now and then a new root (a timer, an I/O callback).
        m_parent.assign(std::size_t(shape.nodes) + 1, 0);
        m_function.assign(std::size_t(shape.nodes) + 1, -1);
        std::uniform_int_distribution<int> function(0, shape.functions - 1);
        for (int n = kProgram; n <= kGarbage; ++n)
            m_parent[std::size_t(n)] = kRoot;
        for (int n = kFirstJs; n <= shape.nodes; ++n) {
            const int from = std::max(int(kFirstJs), n - 3000);
            m_parent[std::size_t(n)] = n == kFirstJs || percent(rng) < 5 ? kRoot : std::uniform_int_distribution<int>(from, n - 1)(rng);
            m_function[std::size_t(n)] = function(rng);
        }
        m_hits.assign(std::size_t(shape.nodes) + 1, 0);
        forEachSample([this](int node) { ++m_hits[std::size_t(node)]; });
    }

    int nodeCount() const { return m_shape.nodes; }
    int parent(int node) const { return m_parent[std::size_t(node)]; }
    // Each node's children, by node id, in id order.
    std::vector<std::vector<int>> children() const
    {
        std::vector<std::vector<int>> c(std::size_t(nodeCount()) + 1);
        for (int n = 2; n <= nodeCount(); ++n)
            c[std::size_t(parent(n))].push_back(n);
        return c;
    }
    std::size_t hits(int node) const { return m_hits[std::size_t(node)]; }

    // Samples as a sampler sees them: runs on one node, (idle) between
    // requests, (garbage collector) and (program) now and then.
    template <typename Visit>
    void forEachSample(Visit &&visit) const
    {
        std::mt19937 rng(m_shape.seed + 1);
        std::uniform_int_distribution<int> percent(0, 99), node(kFirstJs, m_shape.nodes);
        int previous = kIdle;
        for (std::size_t i = 0; i < m_shape.samples; ++i) {
            const int p = percent(rng);
            int n;
            if (p < 55)
                n = previous;
            else if (p < 63)
                n = kIdle;
            else if (p < 66)
                n = kGarbage;
            else if (p < 67)
                n = kProgram;
            else
                n = node(rng);
            visit(n);
            previous = n;
        }
    }

    // Microseconds since the sample before: ~1 ms, one in 2 000 going back
    // (as in Chrome's own recordings).
    template <typename Visit>
    void forEachDelta(Visit &&visit) const
    {
        std::mt19937 rng(m_shape.seed + 2);
        std::uniform_int_distribution<int> jitter(-150, 300), rare(0, 1999), back(1, 200);
        for (std::size_t i = 0; i < m_shape.samples; ++i)
            visit(rare(rng) == 0 ? -back(rng) : 1000 + jitter(rng));
    }

    std::int64_t durationUs() const
    {
        std::int64_t sum = 0;
        forEachDelta([&sum](int d) { sum += d; });
        return sum + 1000;
    }

    // A node's "callFrame" object.
    void callFrame(QByteArray &out, int node, bool chrome) const
    {
        out += "\"callFrame\":{";
        callFrameFields(out, node, chrome);
        out += '}';
    }

    // Its members (the old format has them on the node itself).
    void callFrameFields(QByteArray &out, int node, bool chrome) const
    {
        const auto text = [&out](const char *key, const QByteArray &value) { out += QByteArray("\"") + key + "\":\"" + value + "\""; };
        const auto number = [&out](const char *key, int value) { out += QByteArray("\"") + key + "\":" + QByteArray::number(value); };
        if (node < kFirstJs) {
            static const char *const names[] = {"", "(root)", "(program)", "(idle)", "(garbage collector)"};
            if (chrome) {
                out += R"("codeType":"other",)";
                text("functionName", names[node]);
                out += R"(,"scriptId":0)";
            } else {
                text("functionName", names[node]);
                out += R"(,"scriptId":"0","url":"","lineNumber":-1,"columnNumber":-1)";
            }
            return;
        }
        const Function &f = m_functions[std::size_t(m_function[std::size_t(node)])];
        const Script &s = m_scripts[std::size_t(f.script)];
        // node writes the call frame's fields in V8's order; Chrome sorts
        // the keys, adds the code type and writes the script id as a number.
        struct Field
        {
            const char *key;
            QByteArray value;
            bool quoted;
        };
        std::vector<Field> fields = {{"functionName", f.name, true}, {"scriptId", QByteArray::number(s.id), !chrome},
                                     {"url", s.url, true}, {"lineNumber", QByteArray::number(f.line), false},
                                     {"columnNumber", QByteArray::number(f.column), false}};
        if (chrome) {
            fields.push_back({"codeType", "JS", true});
            std::sort(fields.begin(), fields.end(), [](const Field &a, const Field &b) { return std::strcmp(a.key, b.key) < 0; });
        }
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i)
                out += ',';
            fields[i].quoted ? text(fields[i].key, fields[i].value) : number(fields[i].key, fields[i].value.toInt());
        }
    }

    int lineOf(int node) const { return node < kFirstJs ? 0 : m_functions[std::size_t(m_function[std::size_t(node)])].line; }
    int columnOf(int node) const { return node < kFirstJs ? 0 : m_functions[std::size_t(m_function[std::size_t(node)])].column; }

private:
    V8ProfileShape m_shape;
    std::vector<Script> m_scripts;
    std::vector<Function> m_functions;
    std::vector<int> m_parent, m_function;
    std::vector<std::size_t> m_hits;
};

constexpr std::int64_t kStartUs = 27'511'312'473; // a machine up for 7.6 hours

// The numbers `each(put)` puts, comma-separated (a JSON array's inside).
template <typename Each>
void appendNumbers(QByteArray &out, const Each &each)
{
    bool first = true;
    char number[24];
    each([&](long long n) {
        if (!first)
            out += ',';
        first = false;
        out.append(number, qsizetype(std::snprintf(number, sizeof number, "%lld", n)));
    });
}

} // namespace

QByteArray generateCpuProfile(const V8ProfileShape &shape)
{
    const Generated g(shape);
    const std::vector<std::vector<int>> children = g.children();
    QByteArray out;
    out.reserve(qsizetype(shape.samples) * 11 + qsizetype(shape.nodes) * 200);
    out += "{\"nodes\":[";
    for (int n = 1; n <= g.nodeCount(); ++n) {
        out += n > 1 ? ",{\"id\":" : "{\"id\":";
        out += QByteArray::number(n);
        out += ',';
        g.callFrame(out, n, false);
        out += ",\"hitCount\":" + QByteArray::number(qulonglong(g.hits(n)));
        const std::vector<int> &c = children[std::size_t(n)];
        if (!c.empty()) {
            out += ",\"children\":[";
            for (std::size_t i = 0; i < c.size(); ++i)
                out += (i ? "," : "") + QByteArray::number(c[i]);
            out += ']';
        }
        if (g.hits(n) && n >= kFirstJs) { // the lines its samples were on
            const int line = g.lineOf(n) + 1;
            out += ",\"positionTicks\":[{\"line\":" + QByteArray::number(line + 2) + ",\"ticks\":" + QByteArray::number(qulonglong(g.hits(n) - g.hits(n) / 3))
                + (g.hits(n) >= 3 ? "},{\"line\":" + QByteArray::number(line + 5) + ",\"ticks\":" + QByteArray::number(qulonglong(g.hits(n) / 3)) : QByteArray())
                + "}]";
        }
        out += '}';
    }
    out += "],\"startTime\":" + QByteArray::number(qlonglong(kStartUs)) + ",\"endTime\":" + QByteArray::number(qlonglong(kStartUs + g.durationUs()));
    out += ",\"samples\":[";
    appendNumbers(out, [&](const auto &put) { g.forEachSample(put); });
    out += "],\"timeDeltas\":[";
    appendNumbers(out, [&](const auto &put) { g.forEachDelta(put); });
    out += "]}";
    return out;
}

QByteArray generateOldCpuProfile(const V8ProfileShape &shape)
{
    const Generated g(shape);
    const std::vector<std::vector<int>> children = g.children();
    QByteArray out;
    out.reserve(qsizetype(shape.samples) * 20 + qsizetype(shape.nodes) * 200);
    out += R"({"title":"Profile 1","uid":1,"head":)";
    // The tree nested, depth first without recursion: each node's members,
    // then its children one by one, then the closing of its array and object.
    struct Open
    {
        int node;
        std::size_t next; // its next child to write
    };
    const auto openNode = [&](int n) {
        out += '{';
        g.callFrameFields(out, n, false);
        out += ",\"hitCount\":" + QByteArray::number(qulonglong(g.hits(n))) + ",\"callUID\":" + QByteArray::number(1000 + n)
            + R"(,"id":)" + QByteArray::number(n) + R"(,"deoptReason":"","positionTicks":[],"children":[)";
    };
    std::vector<Open> path{{kRoot, 0}};
    openNode(kRoot);
    while (!path.empty()) {
        Open &top = path.back();
        const std::vector<int> &c = children[std::size_t(top.node)];
        if (top.next == c.size()) {
            out += "]}";
            path.pop_back();
            continue;
        }
        if (top.next)
            out += ',';
        const int child = c[top.next++];
        openNode(child);
        path.push_back({child, 0});
    }
    // Start and end in seconds; each sample's time in microseconds.
    std::int64_t clock = kStartUs;
    out += ",\"startTime\":" + QByteArray::number(double(kStartUs) / 1e6, 'f', 6)
        + ",\"endTime\":" + QByteArray::number(double(kStartUs + g.durationUs()) / 1e6, 'f', 6) + ",\"samples\":[";
    appendNumbers(out, [&](const auto &put) { g.forEachSample(put); });
    out += "],\"timestamps\":[";
    appendNumbers(out, [&](const auto &put) {
        g.forEachDelta([&](int delta) { put(clock += delta); });
    });
    out += "]}";
    return out;
}

QByteArray generateChromeTraceWithSamples(const V8ProfileShape &shape)
{
    const Generated g(shape);
    constexpr int kPid = 9725, kMain = 9725, kSampler = 9803;
    constexpr std::size_t kChunk = 100;
    QByteArray out;
    out.reserve(qsizetype(shape.samples) * 14 + qsizetype(shape.nodes) * 220);
    out += "{\"traceEvents\":[\n";
    out += R"({"args":{"name":"Renderer"},"cat":"__metadata","name":"process_name","ph":"M","pid":9725,"tid":0,"ts":0},)" "\n";
    out += R"({"args":{"name":"CrRendererMain"},"cat":"__metadata","name":"thread_name","ph":"M","pid":9725,"tid":9725,"ts":0},)" "\n";
    out += R"({"args":{"name":"v8:ProfEvntProc"},"cat":"__metadata","name":"thread_name","ph":"M","pid":9725,"tid":9803,"ts":0},)" "\n";
    out += "{\"args\":{\"data\":{\"source\":\"Internal\",\"startTime\":" + QByteArray::number(qlonglong(kStartUs))
        + "}},\"cat\":\"disabled-by-default-v8.cpu_profiler\",\"id\":\"0x1\",\"name\":\"Profile\",\"ph\":\"P\",\"pid\":9725,\"tid\":9725,\"ts\":"
        + QByteArray::number(qlonglong(kStartUs + 8)) + ",\"tts\":40065}";

    // The chunks come in time order; each brings the nodes its samples
    // reach for the first time, parents before children.
    std::vector<bool> sent(std::size_t(g.nodeCount()) + 1, false);
    sent[0] = true;
    std::vector<int> samples, deltas, newNodes, path;
    samples.reserve(kChunk);
    deltas.reserve(kChunk);
    std::vector<int> allDeltas;
    allDeltas.reserve(shape.samples);
    g.forEachDelta([&](int d) { allDeltas.push_back(d); });
    std::int64_t clock = kStartUs;
    std::int64_t nextTask = kStartUs;
    std::size_t index = 0, chunks = 0;
    char number[24];
    auto flush = [&] {
        // The main thread's tasks meanwhile, as the timeline records them.
        while (nextTask < clock) {
            out += ",\n{\"args\":{},\"cat\":\"toplevel\",\"dur\":" + QByteArray::number(qlonglong(3000 + nextTask % 9000))
                + ",\"name\":\"ThreadControllerImpl::RunTask\",\"ph\":\"X\",\"pid\":" + QByteArray::number(kPid) + ",\"tid\":"
                + QByteArray::number(kMain) + ",\"ts\":" + QByteArray::number(qlonglong(nextTask)) + "}";
            nextTask += 16000;
        }
        // As Chromium does for a third of its chunks: each sample's source
        // position, 1-based, 0 for V8's pseudo-functions (keys sorted).
        const bool positions = chunks++ % 3 == 0;
        const auto positionArray = [&](const char *key, bool lines) {
            out += QByteArray("\"") + key + "\":[";
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const int node = samples[i];
                const int at = node < kFirstJs ? 0 : lines ? g.lineOf(node) + 1 + node % 3 : g.columnOf(node) + 1 + 4 * (node % 5);
                if (i)
                    out += ',';
                out.append(number, qsizetype(std::snprintf(number, sizeof number, "%d", at)));
            }
            out += "],";
        };
        out += ",\n{\"args\":{\"data\":{";
        if (positions)
            positionArray("columns", false);
        out += "\"cpuProfile\":{";
        if (!newNodes.empty()) {
            out += "\"nodes\":[";
            for (std::size_t i = 0; i < newNodes.size(); ++i) {
                out += i ? ",{" : "{";
                g.callFrame(out, newNodes[i], true);
                out += ",\"id\":" + QByteArray::number(newNodes[i]);
                if (newNodes[i] != kRoot)
                    out += ",\"parent\":" + QByteArray::number(g.parent(newNodes[i]));
                out += '}';
            }
            out += "],";
        }
        out += "\"samples\":[";
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (i)
                out += ',';
            out.append(number, qsizetype(std::snprintf(number, sizeof number, "%d", samples[i])));
        }
        out += "]},";
        if (positions)
            positionArray("lines", true);
        out += "\"source\":\"Internal\",\"timeDeltas\":[";
        for (std::size_t i = 0; i < deltas.size(); ++i) {
            if (i)
                out += ',';
            out.append(number, qsizetype(std::snprintf(number, sizeof number, "%d", deltas[i])));
        }
        out += "]}},\"cat\":\"disabled-by-default-v8.cpu_profiler\",\"id\":\"0x1\",\"name\":\"ProfileChunk\",\"ph\":\"P\",\"pid\":"
            + QByteArray::number(kPid) + ",\"tid\":" + QByteArray::number(kSampler) + ",\"ts\":" + QByteArray::number(qlonglong(clock + 40)) + "}";
        samples.clear();
        deltas.clear();
        newNodes.clear();
    };
    g.forEachSample([&](int node) {
        path.clear();
        for (int n = node; !sent[std::size_t(n)]; n = g.parent(n)) {
            path.push_back(n);
            sent[std::size_t(n)] = true;
            if (n == kRoot)
                break;
        }
        newNodes.insert(newNodes.end(), path.rbegin(), path.rend());
        samples.push_back(node);
        deltas.push_back(allDeltas[index]);
        clock += allDeltas[index++];
        if (samples.size() == kChunk)
            flush();
    });
    if (!samples.empty())
        flush();
    out += "\n],\"metadata\":{\"clock-domain\":\"LINUX_CLOCK_MONOTONIC\",\"command_line\":\"chromium --headless=new\",\"product-version\":\"Chrome/156.0.8078.108\"}}\n";
    return out;
}

} // namespace hg::bench
