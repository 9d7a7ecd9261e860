#pragma once
#include "formats/FigureTable.h"

#include <QCoreApplication>

namespace hg {

class Profile;

// Requests' steps and calls as a developer compares two runs: per step name,
// its time, how often it ran and the calls it made (an N+1 regression shows
// as its call count jumping); per call type (sql, redis, ...), the calls and
// their time. Summed over every request of the file.
class StepFigures
{
    Q_DECLARE_TR_FUNCTIONS(StepFigures)
public:
    static FigureTable of(const Profile &profile);
};

} // namespace hg
