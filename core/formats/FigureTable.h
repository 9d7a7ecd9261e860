#pragma once
#include <QString>
#include <cmath>
#include <limits>
#include <vector>

namespace hg {

// A format's own figures of a profile, a row per named thing (a PocketMine
// timer, a MiniProfiler step or call type, an XPlane op), the figures that
// format's users compare between two runs (ms per tick, query counts, op
// self time). Two profiles of one format give two tables, matched by group
// and name (FigureComparison).
struct FigureTable
{
    static constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

    struct Column
    {
        QString name;    // translated: "ms / tick"
        QString tooltip; // translated: what it measures
        int decimals = 2;
    };
    struct Row
    {
        QString group; // a category, "Steps", a plane
        QString name;
        std::vector<double> values; // per column; kNone where the row has none
    };

    QString title; // translated: the comparison page's title
    std::vector<Column> columns;
    std::vector<Row> rows;

    static bool isNone(double value) { return std::isnan(value); }
};

} // namespace hg
