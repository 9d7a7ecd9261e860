#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes span profiles as MiniProfiler results (PascalCase, the spec's field
// names): each request track becomes a result with its step tree, custom
// timings, client timings, links and kept extra fields; several requests
// make a JSON array. Spans from other formats become steps by their nesting.
class MiniProfilerWriter
{
    Q_DECLARE_TR_FUNCTIONS(MiniProfilerWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
