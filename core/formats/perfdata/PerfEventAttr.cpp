#include "PerfEventAttr.h"

#include "PerfCursor.h"

#include <QStringList>

#include <cstring>

namespace hg {

PerfEventAttr PerfEventAttr::read(PerfCursor &c, std::uint64_t bytes)
{
    // The fields by their offset in perf_event_attr; a field past `bytes`
    // was not in the writer's version of the struct.
    const std::string_view raw = c.bytes(bytes);
    const auto field = [&raw]<typename T>(std::size_t offset, T) {
        T v{};
        if (offset + sizeof v <= raw.size())
            std::memcpy(&v, raw.data() + offset, sizeof v);
        return v;
    };
    PerfEventAttr a;
    a.type = field(0, std::uint32_t());
    a.size = field(4, std::uint32_t());
    a.config = field(8, std::uint64_t());
    a.samplePeriod = field(16, std::uint64_t());
    a.sampleType = field(24, std::uint64_t());
    a.readFormat = field(32, std::uint64_t());
    a.flags = field(40, std::uint64_t());
    a.branchSampleType = field(72, std::uint64_t());
    a.sampleRegsUser = field(80, std::uint64_t());
    a.sampleStackUser = field(88, std::uint32_t());
    a.clockId = field(92, std::int32_t());
    a.sampleRegsIntr = field(96, std::uint64_t());
    return a;
}

QString PerfEventAttr::defaultName() const
{
    static const char *const hardware[] = {"cycles", "instructions", "cache-references", "cache-misses",
                                           "branches", "branch-misses", "bus-cycles", "stalled-cycles-frontend",
                                           "stalled-cycles-backend", "ref-cycles"};
    static const char *const software[] = {"cpu-clock", "task-clock", "page-faults", "context-switches",
                                           "cpu-migrations", "minor-faults", "major-faults", "alignment-faults",
                                           "emulation-faults", "dummy", "bpf-output", "cgroup-switches"};
    const std::uint64_t id = config & 0xFFFFFFFF; // the high half may name a PMU
    if (type == Hardware && id < std::size(hardware))
        return QString::fromLatin1(hardware[id]);
    if (type == Software && config < std::size(software))
        return QString::fromLatin1(software[config]);
    if (type == Tracepoint)
        return QStringLiteral("tracepoint %1").arg(config);
    if (type == Breakpoint)
        return QStringLiteral("breakpoint");
    return QStringLiteral("raw 0x%1 (type %2)").arg(config, 0, 16).arg(type);
}

QString PerfEventAttr::unknownSampleBits() const
{
    const std::uint64_t unknown = sampleType & ~std::uint64_t(PerfSampleBits::Known);
    QStringList bits;
    for (int bit = 0; bit < 64; ++bit)
        if (unknown >> bit & 1)
            bits << QStringLiteral("1 << %1").arg(bit);
    return bits.join(QStringLiteral(", "));
}

} // namespace hg
