#pragma once
#include <QByteArray>

namespace hg {

class ProfileDiff;

// A comparison as FlameGraph's differential input, what difffolded.pl
// writes and flamegraph.pl draws (B's widths, coloured by B less A): one
// line per call path with a self value on either side,
// "main;parse;lex 31 33", root first, frames as the folded writer writes
// them. Values are whole microseconds of time or counts of samples. When
// the diff compares shares (the default, and always across units), A's
// values are scaled to B's total, as `difffolded.pl -n` normalises, so the
// colours show changes of share.
class DiffFoldedWriter
{
public:
    static QByteArray write(const ProfileDiff &diff);
};

} // namespace hg
