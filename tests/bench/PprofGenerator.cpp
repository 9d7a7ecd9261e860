#include "PprofGenerator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace hg::bench {

namespace {

constexpr int kFunctions = 60'000;
constexpr int kLocations = 200'000;
constexpr std::size_t kMaxDepth = 64;

// profile.proto's wire format, as Go's runtime/pprof (protobuf.go) spells it:
// repeated numbers packed only when there are more than two.
class Message
{
public:
    void varint(std::uint64_t v)
    {
        while (v >= 0x80) {
            m_bytes.push_back(char(v | 0x80));
            v >>= 7;
        }
        m_bytes.push_back(char(v));
    }
    void key(int field, int type) { varint(std::uint64_t(field) << 3 | std::uint64_t(type)); }
    void number(int field, std::uint64_t v) { key(field, 0), varint(v); }
    void numberOpt(int field, std::uint64_t v)
    {
        if (v)
            number(field, v);
    }
    void bytes(int field, std::string_view v)
    {
        key(field, 2);
        varint(v.size());
        m_bytes.append(v);
    }
    template <typename T>
    void numbers(int field, const std::vector<T> &values)
    {
        if (values.size() <= 2) {
            for (const T v : values)
                number(field, std::uint64_t(v));
            return;
        }
        Message packed;
        for (const T v : values)
            packed.varint(std::uint64_t(v));
        bytes(field, packed.m_bytes);
    }
    void message(int field, const Message &m) { bytes(field, m.m_bytes); }
    std::string &data() { return m_bytes; }
    void clear() { m_bytes.clear(); }

private:
    std::string m_bytes;
};

struct Function
{
    std::string name, file;
    int startLine;
};

struct Location
{
    int function;
    std::vector<int> inlined; // callees inlined at this address, innermost first
    std::uint64_t address;
    int line;
};

class Generator
{
public:
    Generator(std::size_t samples, bool heap) : m_samples(samples), m_heap(heap) { m_strings.emplace_back(); }

    QByteArray run()
    {
        makeFunctions();
        makeLocations();
        makePaths();
        writeHeader();
        writeSamples();
        writeTail();
        return QByteArray(m_out.data().data(), qsizetype(m_out.data().size()));
    }

private:
    std::int64_t str(const std::string &s)
    {
        const auto [it, added] = m_stringIndex.try_emplace(s, std::int64_t(m_strings.size()));
        if (added)
            m_strings.push_back(s);
        return it->second;
    }
    std::size_t pick(std::size_t n) { return std::size_t(m_rng() % n); }

    void makeFunctions()
    {
        static const std::array<const char *, 12> modules = {
            "github.com/acme/platform/internal/", "github.com/acme/platform/pkg/", "google.golang.org/grpc/",
            "google.golang.org/protobuf/internal/", "github.com/jackc/pgx/v5/", "go.opentelemetry.io/otel/sdk/",
            "github.com/prometheus/client_golang/prometheus/", "k8s.io/apimachinery/pkg/", "", "", "", ""};
        static const std::array<const char *, 24> packages = {
            "storage/shard", "storage/index", "query/planner", "query/exec", "api/handlers", "auth/session",
            "encoding", "transport", "cache/lru", "billing/invoice", "search/ranking", "ingest/pipeline",
            "runtime", "net/http", "encoding/json", "sync", "bufio", "compress/flate", "crypto/tls", "reflect",
            "strconv", "sort", "syscall", "context"};
        static const std::array<const char *, 16> types = {"Server", "Shard", "Planner", "Executor", "Session", "conn",
                                                           "Decoder", "Encoder", "Pool", "Cache", "Tx", "Batch",
                                                           "Writer", "Reader", "Registry", "Index"};
        static const std::array<const char *, 24> verbs = {"Serve", "Handle", "Lookup", "Scan", "Encode", "Decode",
                                                           "Write", "Read", "Flush", "Commit", "Apply", "Resolve",
                                                           "Merge", "Sort", "Hash", "Compact", "Dispatch", "Validate",
                                                           "Marshal", "Unmarshal", "Acquire", "Release", "Next", "Close"};
        static const std::array<const char *, 12> nouns = {"", "Request", "Rows", "Batch", "Index", "Block",
                                                           "Header", "Frame", "Entry", "Segment", "Stream", "Span"};
        m_functions.reserve(kFunctions);
        for (int i = 0; i < kFunctions; ++i) {
            const std::string module = modules[pick(modules.size())];
            const std::string package = packages[pick(packages.size())];
            std::string name = module + package + '.';
            if (m_rng() % 3)
                name += std::string(m_rng() % 2 ? "(*" : "(") + types[pick(types.size())] + ").";
            name += std::string(verbs[pick(verbs.size())]) + nouns[pick(nouns.size())];
            if (m_rng() % 5 == 0)
                name += ".func" + std::to_string(1 + pick(4));
            const std::string file = (module.empty() ? "/usr/lib/go-1.19/src/" : "/home/build/go/pkg/mod/" + module) + package +
                                     '/' + package.substr(package.rfind('/') + 1) + "_" + std::to_string(i % 7) + ".go";
            m_functions.push_back({name, file, int(10 + pick(3000))});
        }
    }

    void makeLocations()
    {
        m_locations.reserve(kLocations);
        std::uint64_t address = 0x401000;
        for (int i = 0; i < kLocations; ++i) {
            Location l;
            l.function = int(pick(kFunctions));
            if (m_rng() % 5 == 0)
                for (int n = 1 + int(pick(2)); n > 0; --n)
                    l.inlined.push_back(int(pick(kFunctions)));
            address += 4 + pick(400);
            l.address = address;
            l.line = m_functions[std::size_t(l.function)].startLine + int(pick(200));
            m_locations.push_back(std::move(l));
        }
    }

    // Stacks root first, each grown from an earlier one: they share long
    // prefixes (the runtime's and the server's frames) as a program's do.
    void makePaths()
    {
        const std::size_t paths = std::clamp<std::size_t>(m_samples / 6, 2'000, 600'000);
        m_paths.reserve(paths);
        for (std::size_t i = 0; i < 16; ++i) {
            std::vector<int> root;
            for (std::size_t n = 3 + pick(6); n > 0; --n)
                root.push_back(int(pick(kLocations)));
            m_paths.push_back(std::move(root));
        }
        while (m_paths.size() < paths) {
            const std::vector<int> &from = m_paths[pick(m_paths.size())];
            std::vector<int> path(from.begin(), from.begin() + std::ptrdiff_t(std::max<std::size_t>(3, from.size() - pick(from.size()))));
            for (std::size_t n = 1 + pick(8); n > 0 && path.size() < kMaxDepth; --n)
                path.push_back(int(pick(kLocations)));
            m_paths.push_back(std::move(path));
        }
    }

    void writeHeader()
    {
        m_out.number(9, 1'764'000'000'000'000'000ull); // time_nanos
        if (m_heap) {
            for (const auto &[type, unit] : {std::pair{"alloc_objects", "count"}, {"alloc_space", "bytes"}, {"inuse_objects", "count"}, {"inuse_space", "bytes"}})
                valueType(1, type, unit);
            valueType(11, "space", "bytes");
            m_out.number(12, 512 * 1024);
        } else {
            valueType(1, "samples", "count");
            valueType(1, "cpu", "nanoseconds");
            m_out.number(10, 60'000'000'000ull); // duration_nanos
            valueType(11, "cpu", "nanoseconds");
            m_out.number(12, 10'000'000);
        }
    }

    void valueType(int field, const char *type, const char *unit)
    {
        Message m;
        m.number(1, std::uint64_t(str(type)));
        m.number(2, std::uint64_t(str(unit)));
        m_out.message(field, m);
    }

    void writeSamples()
    {
        static const std::array<const char *, 10> handlers = {"/api/v1/users", "/api/v1/orders", "/api/v1/orders/{id}", "/api/v2/search",
                                                              "/api/v2/search/suggest", "/internal/metrics", "/healthz",
                                                              "/api/v1/invoices/{id}/pdf", "/grpc/platform.Storage/Get", "/grpc/platform.Storage/Put"};
        m_locationId.assign(kLocations, 0);
        m_functionId.assign(kFunctions, 0);
        std::uniform_real_distribution<double> unit(0, 1);
        std::vector<std::uint64_t> ids;
        std::vector<std::int64_t> values;
        Message sample, label;
        for (std::size_t i = 0; i < m_samples; ++i) {
            const double u = unit(m_rng);
            const std::vector<int> &path = m_paths[std::size_t(double(m_paths.size()) * u * u)]; // some stacks are hot
            ids.clear();
            for (auto it = path.rbegin(); it != path.rend(); ++it) // leaf first
                ids.push_back(locationId(*it));
            values.clear();
            const auto count = std::int64_t(1 + std::pow(unit(m_rng), 6) * 40);
            if (m_heap) {
                const std::int64_t size = std::int64_t(8) << pick(12);
                const std::int64_t objects = count * 64;
                const std::int64_t inuse = m_rng() % 3 ? 0 : objects / 2;
                values = {objects, objects * size, inuse, inuse * size};
            } else {
                values = {count, count * 10'000'000};
            }
            sample.clear();
            sample.numbers(2, values);
            sample.numbers(1, ids);
            auto addLabel = [&](const std::string &key, const std::string *text, std::int64_t num) {
                label.clear();
                label.number(1, std::uint64_t(str(key)));
                if (text)
                    label.number(2, std::uint64_t(str(*text)));
                else
                    label.number(3, std::uint64_t(num));
                sample.message(3, label);
            };
            if (m_heap) {
                addLabel("bytes", nullptr, values[1] / std::max<std::int64_t>(1, values[0]));
            } else {
                const std::string handler = handlers[pick(handlers.size())];
                const std::string tenant = "tenant-" + std::to_string(pick(3000));
                addLabel("handler", &handler, 0);
                addLabel("tenant", &tenant, 0);
                if (m_rng() % 3 == 0) {
                    char span[17];
                    std::snprintf(span, sizeof span, "%016llx", static_cast<unsigned long long>(m_rng()));
                    const std::string spanId = span;
                    addLabel("span_id", &spanId, 0);
                }
            }
            m_out.message(2, sample);
        }
    }

    // A location's id, written (with its new functions) the first time a
    // sample uses it, as Go's profileBuilder does.
    std::uint64_t locationId(int index)
    {
        std::uint64_t &id = m_locationId[std::size_t(index)];
        if (id)
            return id;
        id = ++m_locationsWritten;
        const Location &l = m_locations[std::size_t(index)];
        std::vector<int> newFunctions;
        Message location, line;
        location.number(1, id);
        location.number(2, 1);
        location.number(3, l.address);
        std::vector<int> functions = l.inlined;
        functions.push_back(l.function);
        for (const int f : functions) {
            std::uint64_t &fid = m_functionId[std::size_t(f)];
            if (!fid) {
                fid = ++m_functionsWritten;
                newFunctions.push_back(f);
            }
            line.clear();
            line.number(1, fid);
            line.number(2, std::uint64_t(f == l.function ? l.line : m_functions[std::size_t(f)].startLine + 3));
            location.message(4, line);
        }
        m_out.message(4, location);
        for (const int f : newFunctions) {
            const Function &fn = m_functions[std::size_t(f)];
            Message function;
            function.number(1, m_functionId[std::size_t(f)]);
            function.number(2, std::uint64_t(str(fn.name)));
            function.number(3, std::uint64_t(str(fn.name)));
            function.number(4, std::uint64_t(str(fn.file)));
            function.number(5, std::uint64_t(fn.startLine));
            m_out.message(5, function);
        }
        return id;
    }

    void writeTail()
    {
        const std::array<std::pair<const char *, std::uint64_t>, 3> mappings = {
            std::pair{"/srv/platform/bin/platform-server", std::uint64_t(0x400000)}, {"/usr/lib/x86_64-linux-gnu/libc.so.6", 0x7f3a1c000000ull},
            {"[vdso]", 0x7ffd3e9f0000ull}};
        for (std::size_t i = 0; i < mappings.size(); ++i) {
            Message m;
            m.number(1, i + 1);
            m.number(2, mappings[i].second);
            m.number(3, mappings[i].second + 0x4000000);
            m.numberOpt(4, 0);
            m.number(5, std::uint64_t(str(mappings[i].first)));
            m.number(6, std::uint64_t(str(i == 0 ? "a4f1c2d3e5b6978812ab34cd56ef7890a1b2c3d4" : "")));
            m.number(7, 1);
            m.number(8, 1);
            m.number(9, 1);
            m_out.message(3, m);
        }
        for (const std::string &s : m_strings)
            m_out.bytes(6, s);
    }

    std::mt19937_64 m_rng{34};
    std::size_t m_samples;
    bool m_heap;
    Message m_out;
    std::vector<std::string> m_strings;
    std::unordered_map<std::string, std::int64_t> m_stringIndex;
    std::vector<Function> m_functions;
    std::vector<Location> m_locations;
    std::vector<std::vector<int>> m_paths;
    std::vector<std::uint64_t> m_locationId, m_functionId; // 0 until written
    std::uint64_t m_locationsWritten = 0, m_functionsWritten = 0;
};

} // namespace

QByteArray generatePprofProfile(std::size_t samples, bool heap)
{
    return Generator(samples, heap).run();
}

} // namespace hg::bench
