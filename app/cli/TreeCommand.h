#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `tree FILE [--track NAME] [--bottom-up] [--max-depth N] [--min-percent P]`:
// the call tree as indented text, one node a line: name, total, self, count.
int runTree(const QStringList &arguments, Streams streams);

} // namespace hg::cli
