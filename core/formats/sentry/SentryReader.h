#pragma once
#include "formats/FormatReader.h"

#include <QCoreApplication>

namespace hg {

// Sentry's sample-format profiles: version "1" transaction profiles and
// version "2" continuous-profiling chunks, as a JSON object.
class SentryReader
{
    Q_DECLARE_TR_FUNCTIONS(SentryReader)
public:
    static FormatReader format();
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
