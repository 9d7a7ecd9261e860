#include "FoldedStacksFormat.h"

#include "FoldedStacksReader.h"
#include "FoldedStacksWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule FoldedStacksFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "Collapsed stacks (FlameGraph)");
    f.extensions = {QStringLiteral("folded"), QStringLiteral("collapsed")};
    f.alsoReads = {QStringLiteral("folded.txt"), QStringLiteral("collapsed.txt")};
    f.probe = &FoldedStacksReader::probe;
    f.read = &FoldedStacksReader::read;
    f.cannotWriteReason = &FoldedStacksWriter::cannotWriteReason;
    f.write = &FoldedStacksWriter::write;
    return f;
}

} // namespace hg
