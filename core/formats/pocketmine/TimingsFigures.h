#pragma once
#include "formats/FigureTable.h"

#include <QCoreApplication>

namespace hg {

class Profile;

// A timings report's timers as a server owner compares two of them (after
// changing a plugin): per category and timer, time and count per tick,
// violations and the peak, from the timings list (TimingsCategories).
class TimingsFigures
{
    Q_DECLARE_TR_FUNCTIONS(TimingsFigures)
public:
    static FigureTable of(const Profile &profile);
};

} // namespace hg
