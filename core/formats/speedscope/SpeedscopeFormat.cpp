#include "SpeedscopeFormat.h"

#include "SpeedscopeReader.h"
#include "SpeedscopeWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule SpeedscopeFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "speedscope JSON");
    f.extensions = {QStringLiteral("speedscope.json"), QStringLiteral("speedscope")};
    f.probe = &SpeedscopeReader::probe;
    f.read = &SpeedscopeReader::read;
    f.cannotWriteReason = &SpeedscopeWriter::cannotWriteReason;
    f.write = &SpeedscopeWriter::write;
    return f;
}

} // namespace hg
