#include "PocketMineFormat.h"

#include "PocketMineReader.h"
#include "PocketMineWriter.h"
#include "ServerTimings.h"
#include "TimingsFigures.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule PocketMineFormat::module()
{
    FormatModule f = moduleOf<PocketMineReader, PocketMineWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "PocketMine-MP timings"),
        {QStringLiteral("timings.txt"), QStringLiteral("timings")}); // plain .txt goes by content
    f.facts = &ServerTimings::addFacts;
    f.notes = &ServerTimings::notesOf;
    f.figures = &TimingsFigures::of;
    return f;
}

} // namespace hg
