#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// The Trace Event Format that chrome://tracing, Perfetto and Catapult read:
// a JSON object with "traceEvents" or a bare array of events (whose closing
// bracket may be missing, as the format allows).
class ChromeTraceReader
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
