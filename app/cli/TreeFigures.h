#pragma once
#include "analysis/CallTree.h"
#include "model/Time.h"

#include <QString>

namespace hg::cli {

// How the commands write a call tree's figures: in text, time as a duration
// and counts as numbers; in JSON, nanoseconds (the trees hold picoseconds)
// or counts, with the unit's name.
inline QString figureText(std::int64_t value, CallTree::Unit unit)
{
    return unit == CallTree::Unit::Time ? formatDuration(value) : QString::number(value);
}

inline double jsonFigure(std::int64_t value, CallTree::Unit unit)
{
    return unit == CallTree::Unit::Time ? double(value) / double(kPsPerNs) : double(value);
}

inline QString jsonUnitName(CallTree::Unit unit)
{
    return unit == CallTree::Unit::Time ? QStringLiteral("ns") : QStringLiteral("samples");
}

} // namespace hg::cli
