#include "DiffColours.h"

#include <algorithm>
#include <cmath>

namespace hg {

QColor DiffColours::unchanged() { return QColor(238, 238, 238); }

QColor DiffColours::of(double change, double largest)
{
    if (!(largest > 0) || std::fabs(change) < kNoise * largest)
        return unchanged();
    // The square root keeps middling changes visible beside the largest.
    const double strength = std::sqrt(std::min(1.0, std::fabs(change) / largest));
    const int hue = change > 0 ? 0 : 220; // red slower, blue faster
    return QColor::fromHsvF(hue / 360.0, 0.12 + 0.78 * strength, 1.0 - 0.15 * strength);
}

} // namespace hg
