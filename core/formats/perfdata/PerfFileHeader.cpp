#include "PerfFileHeader.h"

#include "PerfCursor.h"
#include "io/ReadError.h"

#include <cstring>

namespace hg {

namespace {

// "PERFILE2" as a little-endian u64 (perf compares it as a number, so a
// file of the other byte order shows it reversed).
constexpr char kMagic[] = "PERFILE2";
constexpr char kSwappedMagic[] = "2ELIFREP";
constexpr char kOldMagic[] = "PERFFILE"; // version 1, before 2009's perf 2.6.32
// magic, size, attr_size, three sections: where the feature bitmap begins.
constexpr std::uint64_t kHeaderWithoutFeatures = 8 + 8 + 8 + 3 * 16;
constexpr std::uint64_t kPipeHeaderSize = 16;

bool startsWith(QByteArrayView data, const char *magic)
{
    return data.size() >= 8 && std::memcmp(data.data(), magic, 8) == 0;
}

} // namespace

int PerfFileHeader::probe(QByteArrayView head)
{
    return startsWith(head, kMagic) || startsWith(head, kSwappedMagic) || startsWith(head, kOldMagic) ? 100 : 0;
}

PerfFileHeader PerfFileHeader::read(QByteArrayView file)
{
    if (startsWith(file, kSwappedMagic))
        throw ReadError(tr("this perf.data was recorded on a machine of the other byte order (big-endian); "
                           "only files of this machine's byte order can be read: convert it with perf on such a "
                           "machine (perf script, perf inject)"),
                        0);
    if (startsWith(file, kOldMagic))
        throw ReadError(tr("this perf.data has the first file format (PERFFILE) of perf before Linux 2.6.32, "
                           "which is not supported"),
                        0);
    if (!startsWith(file, kMagic))
        throw ReadError(tr("not a perf.data file: it does not begin with PERFILE2"), 0);

    PerfCursor c(std::string_view(file.data(), std::size_t(file.size())), 0,
                 QT_TRANSLATE_NOOP("PerfCursor", "the perf.data header"));
    c.skip(8);
    PerfFileHeader header;
    header.headerSize = c.u64();
    if (header.headerSize == kPipeHeaderSize) {
        header.pipeMode = true;
        header.data = {kPipeHeaderSize, std::uint64_t(file.size()) - kPipeHeaderSize};
        return header;
    }
    if (header.headerSize > std::uint64_t(file.size()))
        throw ReadError(tr("the file ends after %1 bytes, inside its %2-byte perf.data header: it is truncated")
                            .arg(file.size()).arg(header.headerSize),
                        file.size());
    if (header.headerSize < kHeaderWithoutFeatures)
        throw ReadError(tr("the perf.data header gives its own size as %1 bytes, which is neither a pipe's header "
                           "(16) nor a file's (at least %2)")
                            .arg(header.headerSize).arg(kHeaderWithoutFeatures),
                        8);
    header.attrSize = c.u64();
    const auto section = [&] {
        PerfSection s;
        s.offset = c.u64();
        s.size = c.u64();
        return s;
    };
    header.attrs = section();
    header.data = section();
    section(); // event_types: unused since 2012
    if (header.headerSize >= kHeaderWithoutFeatures + kFeatureBits / 8) {
        for (int word = 0; word < kFeatureBits / 64; ++word) {
            const std::uint64_t bits = c.u64();
            for (int bit = 0; bit < 64; ++bit)
                header.features[std::size_t(word * 64 + bit)] = (bits >> bit) & 1;
        }
    }

    const std::uint64_t fileSize = std::uint64_t(file.size());
    const auto checkSection = [&](const PerfSection &s, qint64 at, const QString &name) {
        if (s.offset > fileSize || s.size > fileSize - s.offset)
            throw ReadError(tr("the %1 section (%2 bytes at byte %3) runs past the end of the %4-byte file: "
                               "the file is truncated or corrupted")
                                .arg(name).arg(s.size).arg(s.offset).arg(fileSize),
                            at);
    };
    checkSection(header.attrs, 24, tr("attributes"));
    if (header.data.size == 0 && header.data.offset >= header.headerSize && header.data.offset < fileSize) {
        // perf record was killed before it wrote the header's sizes.
        header.unfinished = true;
        header.data.size = fileSize - header.data.offset;
        header.features.reset();
    }
    checkSection(header.data, 40, tr("data"));
    if (header.attrSize < 64 + 16 || (header.attrs.size > 0 && header.attrs.size % header.attrSize != 0))
        throw ReadError(tr("the perf.data header gives an attribute size of %1 bytes for an attributes section of "
                           "%2 bytes; one takes at least 80 (a perf_event_attr of 64, the section of its ids 16)")
                            .arg(header.attrSize).arg(header.attrs.size),
                        16);
    return header;
}

} // namespace hg
