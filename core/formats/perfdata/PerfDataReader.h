#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// perf.data as `perf record` writes it (Linux perf, also in pipe mode
// `-o -`, and compressed with `-z`): its header and feature sections, the
// events' attributes, and the records (samples with their call chains or
// DWARF stack copies, mappings, names, forks), symbolized against the files
// on this machine and assembled by the PerfSampleAssembler the perf script
// reader shares.
class PerfDataReader
{
    Q_DECLARE_TR_FUNCTIONS(PerfDataReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
