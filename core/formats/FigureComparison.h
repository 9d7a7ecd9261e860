#pragma once
#include "FigureTable.h"

namespace hg {

// Two profiles' FigureTables (of one format) side by side: rows matched by
// group and name; a row only one side has gets kNone on the other. Rows are
// ordered by the largest change of the first figure, then by name.
struct FigureComparison
{
    struct Row
    {
        QString group;
        QString name;
        std::vector<double> a, b; // per column
        bool onlyInA() const;
        bool onlyInB() const;
    };

    QString title;
    std::vector<FigureTable::Column> columns;
    std::vector<Row> rows;

    static FigureComparison of(const FigureTable &a, const FigureTable &b);
    // B less A; kNone where a side has none (it counts as 0 where the other has one).
    static double change(double a, double b);
};

} // namespace hg
