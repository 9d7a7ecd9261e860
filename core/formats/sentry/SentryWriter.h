#pragma once
#include "formats/FormatReader.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes any sampled profile as a Sentry sample-format V1 transaction profile
// that Relay accepts: samples per thread, deduplicated stacks (leaf first) and
// frames, thread names, measurements, and the metadata Relay requires (taken
// from the profile when it came from Sentry, else filled in).
class SentryWriter
{
    Q_DECLARE_TR_FUNCTIONS(SentryWriter)
public:
    static FormatWriter format();
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
