#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `formats`: one readable or writable format a line.
int runFormats(const QStringList &arguments, Streams streams);

} // namespace hg::cli
