#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// MiniProfiler results (the JSON its UI fetches): one result object, a JSON
// array of them, or several objects back to back. Each result is a request.
class MiniProfilerReader
{
    Q_DECLARE_TR_FUNCTIONS(MiniProfilerReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
