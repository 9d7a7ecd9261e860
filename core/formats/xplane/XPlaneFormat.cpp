#include "XPlaneFormat.h"

#include "XPlaneReader.h"
#include "OpFigures.h"
#include "XPlaneDevices.h"
#include "XPlaneWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule XPlaneFormat::module()
{
    FormatModule f = moduleOf<XPlaneReader, XPlaneWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "XPlane (XSpace protobuf)"),
        {QStringLiteral("xplane.pb"), QStringLiteral("pb")});
    f.facts = &XPlaneDevices::addFacts;
    f.figures = &OpFigures::of;
    return f;
}

} // namespace hg
