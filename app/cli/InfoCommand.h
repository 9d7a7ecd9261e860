#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `info FILE [--json]`: the summary of a profile.
int runInfo(const QStringList &arguments, Streams streams);

} // namespace hg::cli
