#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `record (--pid PID | -- CMD ARGS...) [--duration SEC] [--rate HZ] [-o OUT]`:
// samples a running process or a command it starts, printing progress on
// stderr; Ctrl+C stops and saves. OUT (Sentry V1 JSON unless its extension
// names another writable format) is rewritten during the recording, so an
// interrupted run still leaves a readable file.
int runRecord(const QStringList &arguments, Streams streams);

} // namespace hg::cli
