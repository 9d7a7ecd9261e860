#pragma once
#include <QAbstractItemModel>
#include <cstdint>

namespace hg {

// A Qt tree model over a tree whose nodes are numbered (a call tree, the
// timings tree, a request's steps): it answers index, parent, rowCount,
// hasChildren and sibling from the tree's shape, which `Tree` (the model
// deriving from it) gives by node id; `Tree` supplies the columns (the same
// for every node) and the data. An index's internal id is its node, so an
// index costs no allocation however big the tree. The shape is asked for
// without virtual calls: views ask for millions of indexes.
//
// `Tree` declares, for the nodes the model shows:
//   std::uint32_t rootNode() const;  the invisible root's own id
//   std::uint32_t childCountOf(std::uint32_t node) const;
//   std::uint32_t childOf(std::uint32_t node, std::uint32_t row) const;
//   std::uint32_t parentOf(std::uint32_t node) const;  rootNode() for a top-level node
//   std::uint32_t rowOf(std::uint32_t node) const;
// A tree with nothing in it is a root without children.
template <typename Tree>
class NodeTreeModel : public QAbstractItemModel
{
public:
    using QAbstractItemModel::QAbstractItemModel;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override
    {
        // Only the first column has children, as in every tree view.
        if (row < 0 || column < 0 || column >= columns() || (parent.isValid() && parent.column() != 0))
            return {};
        const std::uint32_t parentNode = nodeAt(parent);
        if (std::uint32_t(row) >= shape().childCountOf(parentNode))
            return {};
        return createIndex(row, column, quintptr(shape().childOf(parentNode, std::uint32_t(row))));
    }

    QModelIndex parent(const QModelIndex &child) const override
    {
        if (!child.isValid())
            return {};
        return indexAt(shape().parentOf(nodeAt(child)));
    }

    QModelIndex sibling(int row, int column, const QModelIndex &index) const override
    {
        // Another column of the same row is the same node: no walk to the parent.
        if (index.isValid() && row == index.row() && column >= 0 && column < columns())
            return createIndex(row, column, index.internalId());
        return QAbstractItemModel::sibling(row, column, index);
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        if (parent.isValid() && parent.column() != 0)
            return 0;
        return int(shape().childCountOf(nodeAt(parent)));
    }

    bool hasChildren(const QModelIndex &parent = {}) const override { return rowCount(parent) > 0; }

protected:
    // The node of an index; the root's id for the invisible root.
    std::uint32_t nodeAt(const QModelIndex &index) const
    {
        return index.isValid() ? std::uint32_t(index.internalId()) : shape().rootNode();
    }

    // The index of a node the model shows; none for the root.
    QModelIndex indexAt(std::uint32_t node, int column = 0) const
    {
        if (node == shape().rootNode())
            return {};
        return createIndex(int(shape().rowOf(node)), column, quintptr(node));
    }

private:
    const Tree &shape() const { return static_cast<const Tree &>(*this); }
    // Tree's own columnCount, called directly (not through the vtable).
    int columns() const { return shape().Tree::columnCount(QModelIndex()); }
};

} // namespace hg
