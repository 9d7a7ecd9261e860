#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

// Writes a profile as gzip-compressed profile.proto, as `go tool pprof`
// reads it. Every call path of every track becomes one sample (leaf first)
// with two values: a count (samples or calls) and its self time in
// nanoseconds (the default type): timed samples weigh their interval, spans
// and aggregated nodes their self time. Untimed samples (counts only) give a
// profile of one count type. Tracks are told apart by a "thread" label; each
// frame is a location with one line, functions carry name, file and start
// line, modules become mappings.
class PprofWriter
{
    Q_DECLARE_TR_FUNCTIONS(PprofWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
