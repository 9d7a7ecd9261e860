#include "FoldedStacksFormat.h"

#include "FoldedStacksReader.h"
#include "FoldedStacksWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule FoldedStacksFormat::module()
{
    return moduleOf<FoldedStacksReader, FoldedStacksWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Collapsed stacks (FlameGraph)"),
        {QStringLiteral("folded"), QStringLiteral("collapsed")}, {QStringLiteral("folded.txt"), QStringLiteral("collapsed.txt")});
}

} // namespace hg
