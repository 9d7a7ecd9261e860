#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes speedscope JSON: the frames once in `shared.frames` (name, file,
// line, col) and per track one profile for each kind of data it holds:
//  - spans: `evented`, open/close events in nanoseconds (fractions for
//    sub-nanosecond times), properly nested (a child is closed by its parent);
//  - timed samples: `sampled`, stacks root first, each weighing the time to
//    the next sample in nanoseconds (the last one the median interval), an
//    empty stack for a sample without one;
//  - untimed samples: `sampled` in unit "none" with their weights;
//  - aggregated timings: `sampled`, one sample per node with self time, its
//    weight that self time in nanoseconds (call counts are not kept).
class SpeedscopeWriter
{
    Q_DECLARE_TR_FUNCTIONS(SpeedscopeWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
