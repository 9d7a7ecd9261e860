#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes the Firefox Profiler's processed format (version
// firefox::key::kProcessedVersion, as the profiler's web app keeps it), so a
// profile opens at profiler.firefox.com:
//  - shared tables: the stacks the samples use (prefix offsets, parents
//    first), their frames, one function per name, file and module, a
//    resource per module, a source per file, one string array;
//  - a thread per sample track (name, process from the track's group and
//    pid, tid): sample times in ms from meta.startTime, weights when any
//    sample weighs more than one, CPU deltas when the samples carry them;
//  - the spans of the thread's markers track (or of any span track) as its
//    markers: intervals, instants as instants, attributes as the payload;
//  - meta.categories as read from a Firefox file (names and colours), else
//    "Other" (grey, the default) and one per frame category in use.
// Untimed samples (counts) are written on a byte axis (sampleUnits.time
// "bytes"), each as long as its weight. A profile without samples is refused.
class FirefoxProfilerWriter
{
    Q_DECLARE_TR_FUNCTIONS(FirefoxProfilerWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
