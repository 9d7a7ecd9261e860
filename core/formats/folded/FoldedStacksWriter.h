#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes a profile as collapsed stacks: one line per distinct call path that
// has a weight of its own, root first, frames joined by ';'. Folded stacks
// have no threads, so all tracks are merged, as the call tree of every track
// merges them. What the count means:
//  - a profile of samples only: self sample count (timed samples count 1
//    each; untimed samples their weight, e.g. counts read from folded stacks);
//  - anything with spans or aggregated timings: self time in whole
//    microseconds (timed samples there weigh the time to the next sample).
// A ';' in a frame name becomes ':' and line breaks become spaces, as the
// format has no escaping.
class FoldedStacksWriter
{
    Q_DECLARE_TR_FUNCTIONS(FoldedStacksWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
    // A frame's name as one field of a line: "?" when empty.
    static QByteArray frameText(const QString &name);
};

} // namespace hg
