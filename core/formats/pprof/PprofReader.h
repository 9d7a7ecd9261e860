#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// pprof profiles (profile.proto, usually gzip-compressed) as Go's
// runtime/pprof, `go tool pprof`, Perfetto, async-profiler and others write
// them.
class PprofReader
{
    Q_DECLARE_TR_FUNCTIONS(PprofReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
