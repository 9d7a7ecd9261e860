#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes the timed samples of a profile's first sampled track as a
// .cpuprofile (the format holds one thread; `convert --track` chooses
// another), in node's layout: "nodes" (each call path the samples reach,
// under "(root)", with "children" and "hitCount"), "startTime", "endTime",
// "samples" and "timeDeltas" in microseconds (fractions as exact decimals).
// The startTime a V8 profile was read with is kept. Spans and aggregated
// timings beside the samples have no place in the format and are left out,
// as are per-line hit counts (kept per function, not per node).
class V8CpuProfileWriter
{
    Q_DECLARE_TR_FUNCTIONS(V8CpuProfileWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
    // When the profile has more than one sampled track: which one is written.
    static QString writeNote(const Profile &profile);
};

} // namespace hg
