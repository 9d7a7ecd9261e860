#include "FittedColumns.h"

#include <QHeaderView>

namespace hg {

namespace {
// Rows whose text sets a column's width: a screenful and some. (0 would
// mean "the visible area" in the documentation, but QTreeView then measures
// every row.)
constexpr int kMeasuredRows = 64;
}

void fitColumnsToContents(QHeaderView *header, int first, int end)
{
    for (int column = first; column < end; ++column)
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    measureRowsInSight(header);
}

void measureRowsInSight(QHeaderView *header)
{
    header->setResizeContentsPrecision(kMeasuredRows);
}

} // namespace hg
