#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `callers FILE NAME [--track NAME] [--json]`: the function NAME with its
// total, self and count merged over all its calls, then the functions that
// call it and those it calls, heaviest first, each with the time through
// that edge.
int runCallers(const QStringList &arguments, Streams streams);

} // namespace hg::cli
