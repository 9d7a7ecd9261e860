#pragma once
#include <QColor>

namespace hg {

// The colours of change in a comparison: red where B is slower (took a
// bigger share), blue where it is faster, saturated by the size of the
// change against the largest one shown; near-white where nothing changed.
class DiffColours
{
public:
    // `largest`: the largest absolute change in the view (> 0).
    static QColor of(double change, double largest);
    static QColor unchanged();
    // Changes smaller than this part of the largest count as none.
    static constexpr double kNoise = 0.01;
};

} // namespace hg
