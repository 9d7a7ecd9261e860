#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `merge OUT IN... [--to FORMAT]`: loads every IN (a folder: the profile
// files in it) at once on every core, merges them into one profile with a
// track group per input (ProfileMerger) and writes it to OUT.
int runMerge(const QStringList &arguments, Streams streams);

} // namespace hg::cli
