#pragma once
#include "Comparison.h"
#include "NodeTreeModel.h"

#include <memory>

namespace hg {

// A comparison's tree (top-down or bottom-up) as a Qt tree model: each call
// path with A's, B's and the change of total and self, and whether the path
// is new in B or gone from it. An index's internal id is its node.
class DiffTreeModel : public NodeTreeModel<DiffTreeModel>
{
    Q_OBJECT
public:
    enum Column { Name, Status, TotalA, TotalB, TotalChange, SelfA, SelfB, SelfChange, SelfRelative, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit DiffTreeModel(QObject *parent = nullptr);

    void setTree(std::shared_ptr<const Comparison> comparison, std::shared_ptr<const DiffTree> tree);
    const DiffTree *tree() const { return m_tree.get(); }
    // Rows of functions not matching an active search are greyed (by
    // function number; empty: no search).
    void setSearch(std::vector<std::uint8_t> functionMatches);
    std::uint32_t nodeOf(const QModelIndex &index) const { return nodeAt(index); }
    QModelIndex indexOfNode(std::uint32_t node) const
    {
        return m_tree && node != 0 && node < m_tree->size() ? indexAt(node) : QModelIndex();
    }

    int columnCount(const QModelIndex & = {}) const override { return ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    friend NodeTreeModel<DiffTreeModel>; // asks for the shape below
    std::uint32_t rootNode() const { return 0; }
    std::uint32_t childCountOf(std::uint32_t node) const { return m_tree ? m_tree->node(node).childCount : 0; }
    std::uint32_t childOf(std::uint32_t node, std::uint32_t row) const { return m_tree->children(node)[row]; }
    std::uint32_t parentOf(std::uint32_t node) const { return m_tree->node(node).parent; }
    std::uint32_t rowOf(std::uint32_t node) const { return m_rowInParent[node]; }

    QVariant display(const DiffTree::Node &node, int column) const;
    QVariant sortKey(const DiffTree::Node &node, int column) const;

    std::shared_ptr<const Comparison> m_comparison;
    std::shared_ptr<const DiffTree> m_tree;
    std::vector<std::uint32_t> m_rowInParent;
    std::vector<std::uint8_t> m_functionMatches;
};

} // namespace hg
