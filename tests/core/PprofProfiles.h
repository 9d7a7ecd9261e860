#pragma once
// Small pprof files written field by field for the pprof tests: the string
// table and code (locations, functions, a mapping) both fixtures share, and
// labelled samples.
#include "PprofFixtures.h"
#include "formats/FormatRegistry.h"
#include "formats/ProtoWriter.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QByteArray>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace hg::test {

inline QByteArray packed(std::initializer_list<std::uint64_t> values)
{
    ProtoWriter w;
    for (const std::uint64_t v : values)
        w.varintValue(v);
    return w.take();
}

inline std::string_view view(const QByteArray &b) { return {b.constData(), std::size_t(b.size())}; }

// The profile's warnings, a line each.
inline QString warningsOf(const Profile &profile)
{
    QString text;
    for (const Diagnostic &d : profile.diagnostics().warnings())
        text += d.message + QLatin1Char('\n');
    return text;
}

inline ProtoWriter valueType(std::int64_t type, std::int64_t unit)
{
    ProtoWriter v;
    v.int64(1, type);
    v.int64(2, unit);
    return v;
}

inline ProtoWriter label(std::int64_t key, std::int64_t str, std::int64_t num = 0)
{
    ProtoWriter l;
    l.int64(1, key);
    if (str)
        l.int64(2, str);
    if (num)
        l.int64(3, num);
    return l;
}

inline const std::vector<std::string> kStrings = {"", "samples", "count", "cpu", "nanoseconds", "main.main", "main.go",
                                           "main.work", "main.inlined", "/usr/bin/app", "thread", "worker", "span",
                                           "runtime.main", "abc123", "proc.go", "alloc_objects", "alloc_space", "bytes"};
enum S { Samples = 1, Count, Cpu, Nanoseconds, MainMain, MainGo, MainWork, MainInlined, App, Thread, Worker, Span,
         RuntimeMain, BuildId, ProcGo, AllocObjects, AllocSpace, Bytes };

// Locations and functions of both fixtures: runtime.main > main.main >
// main.work, into which main.inlined is inlined (location 3, two lines).
inline void addCode(ProtoWriter &p)
{
    ProtoWriter m;
    m.uint64(1, 1);
    m.uint64(2, 0x400000);
    m.uint64(3, 0x500000);
    m.int64(5, App);
    m.int64(6, BuildId);
    m.uint64(7, 1);
    p.message(3, m);
    auto location = [&p](std::uint64_t id, std::uint64_t address, std::vector<std::pair<std::uint64_t, std::int64_t>> lines) {
        ProtoWriter l;
        l.uint64(1, id);
        l.uint64(2, 1);
        l.uint64(3, address);
        for (const auto &[function, line] : lines) {
            ProtoWriter entry;
            entry.uint64(1, function);
            entry.int64(2, line);
            l.message(4, entry);
        }
        p.message(4, l);
    };
    location(1, 0x401000, {{1, 250}});
    location(2, 0x402000, {{2, 20}});
    location(3, 0x403000, {{4, 40}, {3, 30}}); // inlined callee first, its caller last
    auto function = [&p](std::uint64_t id, std::int64_t name, std::int64_t file, std::int64_t start) {
        ProtoWriter f;
        f.uint64(1, id);
        f.int64(2, name);
        f.int64(3, name);
        f.int64(4, file);
        f.int64(5, start);
        p.message(5, f);
    };
    function(1, RuntimeMain, ProcGo, 100);
    function(2, MainMain, MainGo, 10);
    function(3, MainWork, MainGo, 28);
    function(4, MainInlined, MainGo, 38);
}

// A sample of one count and 10 ms of CPU on `locations` (leaf first), with
// string labels (key, value), as string indices.
inline void addLabelledSample(ProtoWriter &p, std::initializer_list<std::uint64_t> locations,
                       std::initializer_list<std::pair<std::int64_t, std::int64_t>> labels)
{
    ProtoWriter s;
    s.bytes(1, view(packed(locations)));
    s.bytes(2, view(packed({1, 10000000})));
    for (const auto &[key, value] : labels)
        s.message(3, label(key, value));
    p.message(2, s);
}

inline void addStrings(ProtoWriter &p)
{
    for (const std::string &s : kStrings)
        p.bytes(6, s);
}

// The samples written into `p` so far with the shared code and strings
// after them, read; `error` says why when it could not be.
inline ProfilePtr readWithSharedCode(ProtoWriter &p, QString &error)
{
    addCode(p);
    addStrings(p);
    return read(p.take(), &error);
}

// As Go's runtime/pprof writes a CPU profile: time_nanos first, samples
// with packed location ids (and one with them unpacked), labels.
inline QByteArray cpuProfile()
{
    ProtoWriter p;
    p.int64(9, 1700000000000000000);
    p.message(1, valueType(Samples, Count));
    p.message(1, valueType(Cpu, Nanoseconds));
    p.int64(10, 1500000000);
    p.message(11, valueType(Cpu, Nanoseconds));
    p.int64(12, 10000000);
    ProtoWriter s;
    s.bytes(1, view(packed({3, 2, 1})));
    s.bytes(2, view(packed({2, 20000000})));
    s.message(3, label(Thread, Worker));
    p.message(2, s);
    s.clear();
    s.bytes(1, view(packed({2, 1})));
    s.bytes(2, view(packed({1, 10000000})));
    p.message(2, s);
    s.clear();
    for (const std::uint64_t id : {3, 2, 1})
        s.uint64(1, id);
    s.uint64(2, 1);
    s.uint64(2, 10000000);
    s.message(3, label(Thread, Worker));
    s.message(3, label(Span, 0, 7));
    p.message(2, s);
    addCode(p);
    addStrings(p);
    return p.take();
}

// A heap profile: bytes, not time, with a value beyond 32 bits.
inline QByteArray heapProfile()
{
    ProtoWriter p;
    p.message(1, valueType(AllocObjects, Count));
    p.message(1, valueType(AllocSpace, Bytes));
    p.int64(14, AllocObjects); // the default is the first type here
    ProtoWriter s;
    s.bytes(1, view(packed({2, 1})));
    s.bytes(2, view(packed({5000000000, 1})));
    p.message(2, s);
    s.clear();
    s.bytes(1, view(packed({1})));
    s.bytes(2, view(packed({300, 3})));
    s.message(3, label(Span, 0, 9));
    p.message(2, s);
    addCode(p);
    addStrings(p);
    return p.take();
}

inline QByteArray writePprof(const Profile &p)
{
    return FormatRegistry::instance().writer(QStringLiteral("pprof"))->write(p, ReadContext());
}

// A span profile with known self times: main 100 ms (self 30) > work
// 50 ms (self 50), main > io 20 ms (self 20); a second thread: gc 7 ms.
inline ProfilePtr spanProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack({QStringLiteral("main"), QStringLiteral("app"), 1, 1, {}, {}});
    const TrackId g = b.addTrack({QStringLiteral("gc"), QStringLiteral("app"), 2, 1, {}, {}});
    b.addSpan(t, 0, 100 * kPsPerMs, b.addFrame("main"));
    b.addSpan(t, 10 * kPsPerMs, 50 * kPsPerMs, b.addFrame("work"));
    b.addSpan(t, 70 * kPsPerMs, 20 * kPsPerMs, b.addFrame("io"));
    b.addSpan(g, 5 * kPsPerMs, 7 * kPsPerMs, b.addFrame("gc"));
    return b.build();
}

} // namespace hg::test
