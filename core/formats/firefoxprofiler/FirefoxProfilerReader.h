#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// Firefox Profiler files: the Gecko format Firefox itself writes
// (MOZ_PROFILER_SHUTDOWN, about:profiling's raw profile, `perf script report
// gecko`), tables of rows with a schema and subprocess profiles in
// `processes`; and the processed format the profiler's web app saves and
// samply writes, tables of columns with strings in `stringArray` (shared
// from version 56, tables shared from version 60). Read front to back by
// FirefoxProfileParser, put into the model by FirefoxProfileAssembler.
class FirefoxProfilerReader
{
    Q_DECLARE_TR_FUNCTIONS(FirefoxProfilerReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
