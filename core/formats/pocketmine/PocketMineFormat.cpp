#include "PocketMineFormat.h"

#include "PocketMineReader.h"
#include "PocketMineWriter.h"
#include "ServerTimings.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule PocketMineFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "PocketMine-MP timings");
    f.extensions = {QStringLiteral("timings.txt"), QStringLiteral("timings")}; // plain .txt goes by content
    f.probe = &PocketMineReader::probe;
    f.read = &PocketMineReader::read;
    f.cannotWriteReason = &PocketMineWriter::cannotWriteReason;
    f.write = &PocketMineWriter::write;
    f.facts = &ServerTimings::addFacts;
    f.notes = &ServerTimings::notesOf;
    return f;
}

} // namespace hg
