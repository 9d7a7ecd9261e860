#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `convert IN OUT [--to FORMAT]`: reads IN in any readable format and writes
// OUT in FORMAT, or in the format OUT's extension names.
int runConvert(const QStringList &arguments, Streams streams);

} // namespace hg::cli
