#pragma once
#include "formats/FigureTable.h"

#include <QCoreApplication>

namespace hg {

class Profile;

// An XSpace's op statistics as two runs of a model are compared: per plane
// and op, how often it ran, its total and self time and its average (OpStats).
class OpFigures
{
    Q_DECLARE_TR_FUNCTIONS(OpFigures)
public:
    static FigureTable of(const Profile &profile);
};

} // namespace hg
