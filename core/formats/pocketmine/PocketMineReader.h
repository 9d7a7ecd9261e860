#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// PocketMine-MP timings reports (the text a server pastes to the timings
// web viewer): tree-style (FormatVersion 1-3) and legacy. Records become an
// aggregated tree (AggregateTree) per thread, linked by ParentRecordId.
class PocketMineReader
{
    Q_DECLARE_TR_FUNCTIONS(PocketMineReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
