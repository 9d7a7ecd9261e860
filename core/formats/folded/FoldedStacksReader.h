#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// Collapsed ("folded") stacks, the input of FlameGraph and inferno: one line
// per distinct stack, root first, then its count. The lines have no time
// order, so they become one untimed sample track whose sample weights are
// the counts (in whatever unit the producer counted: samples as a rule).
// Lines that are not "stack count" are skipped with a warning, as
// flamegraph.pl skips them; a file with no valid line does not open.
class FoldedStacksReader
{
    Q_DECLARE_TR_FUNCTIONS(FoldedStacksReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
