#include "FigureComparison.h"

#include <QHash>
#include <algorithm>

namespace hg {

namespace {

bool allNone(const std::vector<double> &values)
{
    return std::all_of(values.begin(), values.end(), FigureTable::isNone);
}

} // namespace

bool FigureComparison::Row::onlyInA() const { return allNone(b) && !allNone(a); }
bool FigureComparison::Row::onlyInB() const { return allNone(a) && !allNone(b); }

double FigureComparison::change(double a, double b)
{
    if (FigureTable::isNone(a) && FigureTable::isNone(b))
        return FigureTable::kNone;
    return (FigureTable::isNone(b) ? 0.0 : b) - (FigureTable::isNone(a) ? 0.0 : a);
}

FigureComparison FigureComparison::of(const FigureTable &a, const FigureTable &b)
{
    FigureComparison comparison;
    comparison.title = a.title;
    comparison.columns = a.columns;
    const std::size_t width = a.columns.size();
    const std::vector<double> none(width, FigureTable::kNone);
    QHash<QString, std::size_t> rowOf; // group + '\n' + name
    const auto key = [](const FigureTable::Row &row) { return row.group + QLatin1Char('\n') + row.name; };
    for (const FigureTable::Row &row : a.rows) {
        auto it = rowOf.constFind(key(row));
        if (it != rowOf.constEnd())
            continue; // a name twice in one group: the first counts
        rowOf.insert(key(row), comparison.rows.size());
        std::vector<double> values = row.values;
        values.resize(width, FigureTable::kNone);
        comparison.rows.push_back({row.group, row.name, std::move(values), none});
    }
    for (const FigureTable::Row &row : b.rows) {
        std::vector<double> values = row.values;
        values.resize(width, FigureTable::kNone);
        auto it = rowOf.constFind(key(row));
        if (it == rowOf.constEnd()) {
            rowOf.insert(key(row), comparison.rows.size());
            comparison.rows.push_back({row.group, row.name, none, std::move(values)});
        } else if (allNone(comparison.rows[*it].b)) {
            comparison.rows[*it].b = std::move(values);
        }
    }
    const auto firstChange = [](const Row &row) {
        const double c = row.a.empty() ? FigureTable::kNone : change(row.a[0], row.b[0]);
        return FigureTable::isNone(c) ? 0.0 : std::fabs(c);
    };
    std::stable_sort(comparison.rows.begin(), comparison.rows.end(), [&](const Row &x, const Row &y) {
        const double cx = firstChange(x), cy = firstChange(y);
        if (cx != cy)
            return cx > cy;
        return x.group != y.group ? x.group < y.group : x.name < y.name;
    });
    return comparison;
}

} // namespace hg
