#pragma once
#include "CliCommand.h"

namespace hg::cli {

// `record (--pid PID | -- CMD ARGS...) [--duration SEC] [--rate HZ] [-o OUT]
// [--serve HOST:PORT]`: samples a running process or a command it starts,
// printing progress on stderr; Ctrl+C stops and saves. With --serve it also
// publishes each thread's stack changes over the TraceActor protocol. OUT (Sentry V1 JSON unless its extension
// names another writable format) is rewritten during the recording, so an
// interrupted run still leaves a readable file.
int runRecord(const QStringList &arguments, Streams streams);

} // namespace hg::cli
