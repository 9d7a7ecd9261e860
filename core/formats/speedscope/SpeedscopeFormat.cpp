#include "SpeedscopeFormat.h"

#include "SpeedscopeReader.h"
#include "SpeedscopeWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule SpeedscopeFormat::module()
{
    return moduleOf<SpeedscopeReader, SpeedscopeWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "speedscope JSON"),
        {QStringLiteral("speedscope.json"), QStringLiteral("speedscope")});
}

} // namespace hg
