#include "TreeExpansion.h"

#include <QHeaderView>
#include <QTreeView>
#include <vector>

namespace hg::treeExpansion {

void withColumnsFittedAfter(QTreeView *view, const std::function<void()> &expand)
{
    QHeaderView *header = view->header();
    std::vector<int> fitted;
    for (int column = 0; column < header->count(); ++column)
        if (header->sectionResizeMode(column) == QHeaderView::ResizeToContents)
            fitted.push_back(column);
    for (const int column : fitted)
        header->setSectionResizeMode(column, QHeaderView::Interactive);
    expand();
    for (const int column : fitted)
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
}

} // namespace hg::treeExpansion
