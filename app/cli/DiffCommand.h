#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `diff A B [--track NAME] [--json] [--absolute] [--min-percent P]
// [--name-only] [--folded OUT]`: what changed from A to B, function by
// function, the largest change of self first; --folded writes FlameGraph's
// differential input.
int runDiff(const QStringList &arguments, Streams streams);

} // namespace hg::cli
