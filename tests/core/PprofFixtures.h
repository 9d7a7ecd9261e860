#pragma once
// Reading pprof bytes in tests: through the loader as the app does (read),
// or through the reader alone for the message of the error it throws.
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg::test {

inline ProfilePtr read(const QByteArray &bytes, QString *error = nullptr)
{
    const LoadResult r = ProfileLoader::loadData(bytes, QStringLiteral("profile.pb.gz"));
    if (!r.profile && error)
        *error = r.error ? r.error->toString() : QString();
    return r.profile;
}

inline QString readError(const QByteArray &bytes)
{
    ProfileBuilder b(QStringLiteral("pprof"));
    try {
        FormatRegistry::instance().reader(QStringLiteral("pprof"))->read(bytes, b, ReadContext());
    } catch (const ReadError &e) {
        return e.message();
    }
    return {};
}

} // namespace hg::test
