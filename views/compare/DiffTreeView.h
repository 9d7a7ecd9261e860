#pragma once
#include "Comparison.h"

#include <QWidget>
#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTreeView;

namespace hg {

class DiffTreeModel;

// A comparison's call tree (top-down) or bottom-up tree as a sortable table,
// by B's total first, the path of the largest change of total opened.
class DiffTreeView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffTreeView(QWidget *parent = nullptr);

    void setTree(std::shared_ptr<const Comparison> comparison, std::shared_ptr<const DiffTree> tree);
    // Says "Comparing…" in place of the tree until setTree gives the new one.
    void setPending();
    bool isPending() const;
    QTreeView *treeView() const { return m_view; }
    DiffTreeModel *model() const { return m_model; }
    // Greys the rows of functions that do not match (see DiffTreeModel).
    void setSearch(std::vector<std::uint8_t> functionMatches);

public slots:
    // Makes a node of the comparison's tree the current row, opened to it.
    void selectNode(std::uint32_t node);

signals:
    void nodeSelected(std::uint32_t node);

protected:
    void changeEvent(QEvent *event) override;

private:
    void expandLargestChange();

    DiffTreeModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
    QLabel *m_pending;
    bool m_selecting = false;
};

} // namespace hg
