#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// Sentry's sample-format profiles: version "1" transaction profiles,
// version "2" continuous-profiling chunks and pre-V1 SDK drafts, as a JSON
// object or inside a Sentry envelope.
class SentryReader
{
    Q_DECLARE_TR_FUNCTIONS(SentryReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
