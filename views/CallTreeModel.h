#pragma once
#include "NodeTreeModel.h"
#include "analysis/CallTree.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <memory>

namespace hg {

// A CallTree as a Qt tree model: name, total, total %, self, self %, count.
// The invisible root is the tree's node 0; an index's internal id is its node.
class CallTreeModel : public NodeTreeModel<CallTreeModel>
{
    Q_OBJECT
public:
    enum Column { Name, Total, TotalPercent, Self, SelfPercent, Count, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, NodeRole };

    explicit CallTreeModel(QObject *parent = nullptr);

    void setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree);
    const CallTree *tree() const { return m_tree.get(); }
    // Rows whose function does not match an active search are dimmed.
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // The first node (depth-first, heaviest first) of this frame, or 0.
    std::uint32_t firstNodeOf(FrameId frame) const;
    QModelIndex indexOfNode(std::uint32_t node, int column = 0) const;
    std::uint32_t nodeOf(const QModelIndex &index) const { return nodeAt(index); }

    int columnCount(const QModelIndex & = {}) const override { return ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    friend NodeTreeModel<CallTreeModel>; // asks for the shape below
    std::uint32_t rootNode() const { return 0; }
    std::uint32_t childCountOf(std::uint32_t node) const { return m_tree ? m_tree->childCount(node) : 0; }
    std::uint32_t childOf(std::uint32_t node, std::uint32_t row) const { return m_tree->children(node)[row]; }
    std::uint32_t parentOf(std::uint32_t node) const { return m_tree->node(node).parent; }
    std::uint32_t rowOf(std::uint32_t node) const { return m_rowInParent[node]; }

    QString frameTooltip(std::uint32_t node) const;

    ProfilePtr m_profile;
    std::shared_ptr<const CallTree> m_tree;
    std::vector<std::uint32_t> m_rowInParent;
    std::shared_ptr<const FrameSearch::Result> m_search;
};

} // namespace hg
