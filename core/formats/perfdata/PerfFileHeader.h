#pragma once
#include <QByteArrayView>
#include <QCoreApplication>

#include <bitset>
#include <cstdint>

namespace hg {

class ReadContext;

// A range of a perf.data file named by its header.
struct PerfSection
{
    std::uint64_t offset = 0;
    std::uint64_t size = 0;
};

// The start of a perf.data file (perf_file_header): the magic, which also
// says the byte order, where the attributes and records lie, and which
// feature sections follow the records. A pipe-mode file (`perf record -o -`)
// has only the magic and the header's size, 16: everything else arrives as
// records.
struct PerfFileHeader
{
    Q_DECLARE_TR_FUNCTIONS(PerfFileHeader)
public:
    static constexpr int kFeatureBits = 256;

    bool pipeMode = false;
    std::uint64_t headerSize = 0;
    std::uint64_t attrSize = 0; // one perf_file_attr: perf_event_attr, then the section of its ids
    PerfSection attrs;
    PerfSection data;
    std::bitset<kFeatureBits> features;
    // The header gave no data size (perf record did not end): the records
    // run to the end of the file.
    bool unfinished = false;

    // How sure `head` is a perf.data file (its magic, in either byte order,
    // or the old PERFFILE one, which read() then refuses by name).
    static int probe(QByteArrayView head);
    // Throws ReadError for anything but a readable header of this machine's
    // byte order whose sections lie inside the file.
    static PerfFileHeader read(QByteArrayView file);
    // Where the feature sections' table lies: right after the records.
    std::uint64_t featureTableOffset() const { return data.offset + data.size; }
};

} // namespace hg
