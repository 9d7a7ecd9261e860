#pragma once
#include "Comparison.h"

#include <QWidget>
#include <memory>

class QSortFilterProxyModel;
class QTreeView;

namespace hg {

class DiffTreeModel;

// A comparison's call tree (top-down) or bottom-up tree as a sortable table,
// sorted by the change of total, the hot path of B's slowdown opened.
class DiffTreeView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffTreeView(QWidget *parent = nullptr);

    void setTree(std::shared_ptr<const Comparison> comparison, std::shared_ptr<const DiffTree> tree);
    QTreeView *treeView() const { return m_view; }
    DiffTreeModel *model() const { return m_model; }

private:
    void expandLargestChange();

    DiffTreeModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
};

} // namespace hg
