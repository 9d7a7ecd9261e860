#include "PerfFeatures.h"

#include "PerfCursor.h"
#include "PerfFileHeader.h"
#include "PerfMetadata.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

#include <algorithm>

namespace hg {

namespace {

void readBuildIds(PerfCursor &c, PerfMetadata &metadata)
{
    // build_id_event records: a perf_event_header, the pid, 24 bytes of id
    // (the 20 of a SHA-1 unless misc says its size is in byte 20), the
    // file's name to the end of the record.
    constexpr std::uint16_t kSizeGiven = 1 << 15;
    while (!c.atEnd()) {
        c.u32(); // type
        const std::uint16_t misc = c.u16();
        const std::uint16_t size = c.u16();
        if (size < 8 + 4 + 24)
            c.fail(PerfFeatures::tr("a build id entry of %1 bytes, less than its fixed 36").arg(size));
        PerfMetadata::BuildId id;
        id.pid = std::int32_t(c.u32());
        const std::string_view bits = c.bytes(24);
        const std::size_t length = (misc & kSizeGiven) ? std::min<std::size_t>(std::uint8_t(bits[20]), 20) : 20;
        id.id = QByteArray(bits.data(), qsizetype(length));
        id.fileName = fromUtf8(c.text(size - 36u));
        const std::uint16_t mode = misc & 7;
        id.kernel = mode == 1 || mode == 4; // kernel, guest kernel
        metadata.buildIds.push_back(std::move(id));
    }
}

void readEventDescriptions(PerfCursor &c, PerfMetadata &metadata)
{
    const std::uint32_t count = c.u32();
    const std::uint32_t attrSize = c.u32();
    if (attrSize < 64)
        c.fail(PerfFeatures::tr("event descriptions with attributes of %1 bytes, less than 64").arg(attrSize));
    for (std::uint32_t i = 0; i < count; ++i) {
        c.skip(attrSize);
        const std::uint32_t idCount = c.u32();
        PerfMetadata::EventName event;
        event.name = fromUtf8(c.headerString());
        if (idCount > c.left() / 8)
            c.fail(PerfFeatures::tr("an event description with %1 ids, more than its section holds").arg(idCount));
        for (std::uint32_t k = 0; k < idCount; ++k)
            event.ids.push_back(c.u64());
        metadata.events.push_back(std::move(event));
    }
}

} // namespace

void PerfFeatures::readAll(std::string_view file, const PerfFileHeader &header, PerfMetadata &metadata,
                           ProfileBuilder &builder)
{
    const std::uint64_t tableAt = header.featureTableOffset();
    const std::size_t count = header.features.count();
    if (count == 0)
        return;
    if (tableAt > file.size() || (file.size() - tableAt) / 16 < count) {
        builder.warn(tr("the table of the %1 feature sections (hostname, command line, build ids, ...) at byte %2 "
                        "runs past the end of the file: they are left out")
                         .arg(count).arg(tableAt),
                     qint64(tableAt));
        return;
    }
    PerfCursor table(file.substr(std::size_t(tableAt)), qint64(tableAt),
                     QT_TRANSLATE_NOOP("PerfCursor", "the feature sections' table"));
    for (std::size_t bit = 0; bit < header.features.size(); ++bit) {
        if (!header.features[bit])
            continue;
        const qint64 entryAt = table.offset();
        const std::uint64_t offset = table.u64();
        const std::uint64_t size = table.u64();
        if (offset > file.size() || size > file.size() - offset) {
            builder.warn(tr("feature section %1 (%2 bytes at byte %3) lies outside the file: left out")
                             .arg(bit).arg(size).arg(offset),
                         entryAt);
            continue;
        }
        read(std::uint32_t(bit), file.substr(std::size_t(offset), std::size_t(size)), qint64(offset), metadata,
             builder);
    }
}

void PerfFeatures::read(std::uint32_t feature, std::string_view bytes, qint64 offset, PerfMetadata &metadata,
                        ProfileBuilder &builder)
{
    PerfCursor c(bytes, offset, QT_TRANSLATE_NOOP("PerfCursor", "a feature section"));
    try {
        switch (feature) {
        case TracingData: metadata.tracingData = QByteArray(bytes.data(), qsizetype(bytes.size())); break;
        case BuildId: readBuildIds(c, metadata); break;
        case Hostname: metadata.hostname = fromUtf8(c.headerString()); break;
        case OsRelease: metadata.osRelease = fromUtf8(c.headerString()); break;
        case Version: metadata.perfVersion = fromUtf8(c.headerString()); break;
        case Arch: metadata.arch = fromUtf8(c.headerString()); break;
        case CpuDesc: metadata.cpuDescription = fromUtf8(c.headerString()).simplified(); break;
        case CpuId: metadata.cpuId = fromUtf8(c.headerString()); break;
        case NrCpus:
            metadata.cpusAvailable = c.u32();
            metadata.cpusOnline = c.u32();
            break;
        case TotalMem: metadata.totalMemoryKb = c.u64(); break;
        case CmdLine: {
            const std::uint32_t count = c.u32();
            metadata.commandLine.clear();
            for (std::uint32_t i = 0; i < count; ++i)
                metadata.commandLine << fromUtf8(c.headerString());
            break;
        }
        case EventDesc: readEventDescriptions(c, metadata); break;
        case SampleTime:
            metadata.firstSampleTime = c.u64();
            metadata.lastSampleTime = c.u64();
            break;
        case Compressed: {
            c.u32(); // version
            const std::uint32_t type = c.u32();
            const std::uint32_t level = c.u32();
            metadata.compression = type == 1 ? tr("zstd, level %1").arg(level) : tr("type %1").arg(type);
            break;
        }
        case ClockData: {
            c.u32(); // version
            c.u32(); // clockid
            metadata.wallClockNs = c.u64();
            metadata.clockTimeNs = c.u64();
            metadata.hasClockData = true;
            break;
        }
        default: break; // topology, caches, PMUs, BPF: nothing shown
        }
    } catch (const ReadError &e) {
        builder.warn(tr("feature section %1 cannot be read (%2): left out").arg(feature).arg(e.message()), e.offset());
    }
}

} // namespace hg
