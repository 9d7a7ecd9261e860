#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes span profiles as an XSpace protobuf: track groups become planes,
// tracks lines, spans events; what the XPlane reader kept (plane and line
// fields, event metadata, stats of every kind) goes back where it came from.
class XPlaneWriter
{
    Q_DECLARE_TR_FUNCTIONS(XPlaneWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
