#include "XPlaneFormat.h"

#include "XPlaneReader.h"
#include "XPlaneDevices.h"
#include "XPlaneWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule XPlaneFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "XPlane (XSpace protobuf)");
    f.extensions = {QStringLiteral("xplane.pb"), QStringLiteral("pb")};
    f.probe = &XPlaneReader::probe;
    f.read = &XPlaneReader::read;
    f.cannotWriteReason = &XPlaneWriter::cannotWriteReason;
    f.write = &XPlaneWriter::write;
    f.facts = &XPlaneDevices::addFacts;
    return f;
}

} // namespace hg
