#pragma once
#include "BackgroundResult.h"
#include "NodeTreeModel.h"
#include "analysis/CallTree.h"
#include "analysis/CallerTree.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <algorithm>
#include <deque>
#include <memory>

namespace hg {

// A CallTree as a Qt tree model: name, total, total %, self, self %, count.
// The invisible root is the tree's node 0; an index's internal id is its node.
// A bottom-up tree may be a CallerTree instead, whose nodes are made as the
// view opens them. A node costs the paths below it: one with few is opened
// at once, on the GUI thread; one with many (a heavy function of a big
// profile: a second and more) on a worker, showing a busy row until its
// callers are in. Such opens run one at a time, in the order asked for,
// and are dropped with the tree (another profile, the document closed).
class CallTreeModel : public NodeTreeModel<CallTreeModel>
{
    Q_OBJECT
public:
    enum Column { Name, Total, TotalPercent, Self, SelfPercent, Count, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, NodeRole };

    explicit CallTreeModel(QObject *parent = nullptr);
    ~CallTreeModel() override;

    void setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree);
    void setCallers(ProfilePtr profile, std::shared_ptr<CallerTree> callers);
    // The tree shown as a CallTree; null when none is, or a CallerTree is.
    const CallTree *tree() const { return m_tree.get(); }
    const CallerTree *callers() const { return m_callers.get(); }
    // Either tree's shape and figures, by node (0: the root).
    bool hasTree() const { return m_tree || m_callers; }
    std::uint32_t size() const { return m_tree ? m_tree->size() : m_callers ? m_callers->size() : 0; }
    CallTree::Node node(std::uint32_t node) const { return m_tree ? m_tree->node(node) : m_callers->node(node); }
    std::uint32_t childCount(std::uint32_t node) const { return childCountOf(node); }
    std::uint32_t child(std::uint32_t node, std::uint32_t row) const { return childOf(node, row); }
    // A top-down node's call path, root first; empty in a bottom-up tree.
    std::vector<FrameId> callPath(std::uint32_t node) const { return m_tree ? m_tree->callPath(node) : std::vector<FrameId>(); }
    bool callersCut() const { return m_tree ? m_tree->callersCut() : m_callers && m_callers->callersCut(); }
    // Rows whose function does not match an active search are dimmed.
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // The first node (depth-first, heaviest first) of this frame, or 0.
    std::uint32_t firstNodeOf(FrameId frame) const;
    QModelIndex indexOfNode(std::uint32_t node, int column = 0) const;
    // The node of a row; 0 (as the root) for a busy row.
    std::uint32_t nodeOf(const QModelIndex &index) const { return isBusyRow(nodeAt(index)) ? 0 : nodeAt(index); }
    // Whether the row stands for callers being made (a CallerTree's).
    bool isBusy(const QModelIndex &index) const { return index.isValid() && isBusyRow(nodeAt(index)); }
    // Nodes with at least this many paths are opened on a worker (tests
    // ask for every open there with 0).
    static constexpr std::uint32_t kOpenOnWorkerFrom = 1u << 16;
    void setOpenOnWorkerFrom(std::uint32_t paths) { m_openOnWorkerFrom = paths; }
    // Opens are under way or waiting.
    bool isOpening() const { return !m_asked.empty() || !m_waitingOpens.empty() || m_runningOpen; }
    // This node's callers are being made (its one child is the busy row),
    // or asked for (its busy row not shown yet).
    bool isBeingOpened(std::uint32_t node) const
    {
        return m_callers && (m_callers->isOpening(node) || std::find(m_asked.begin(), m_asked.end(), node) != m_asked.end());
    }

    int columnCount(const QModelIndex & = {}) const override { return ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // A CallerTree knows whether a node has callers without making them;
    // a row not opened yet says more can be fetched, so that a sorting
    // proxy (which maps a row's children to answer hasChildren) leaves it
    // alone: laying out the top rows opened every function's callers.
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

signals:
    // A node opened on a worker has its callers in (made), or has none
    // after the job failed (out of memory): its row is closed again.
    void callersOpened(std::uint32_t node, bool made);

private:
    friend NodeTreeModel<CallTreeModel>; // asks for the shape below
    std::uint32_t rootNode() const { return 0; }
    std::uint32_t childCountOf(std::uint32_t node) const;
    std::uint32_t childOf(std::uint32_t node, std::uint32_t row) const
    {
        if (m_tree)
            return m_tree->children(node)[row];
        return m_callers->isOpening(node) ? kBusyRow | node : m_callers->child(node, row);
    }
    std::uint32_t parentOf(std::uint32_t node) const
    {
        if (m_tree)
            return m_tree->node(node).parent;
        return isBusyRow(node) ? node & ~kBusyRow : m_callers->parent(node);
    }
    std::uint32_t rowOf(std::uint32_t node) const;

    // A node being opened has one child row, the busy row: its id is the
    // node's with this bit set (a CallerTree never has 2^31 nodes).
    static constexpr std::uint32_t kBusyRow = 1u << 31;
    bool isBusyRow(std::uint32_t node) const { return m_callers && (node & kBusyRow); }
    bool opensOnWorker(std::uint32_t node) const
    {
        return m_callers->hasChildren(node) && m_callers->pathCount(node) >= m_openOnWorkerFrom;
    }
    // Opens the nodes asked for on a worker (their busy rows shown
    // meanwhile), after those asked for before.
    void queueAsked();
    void openNext();
    void onOpened(std::optional<std::shared_ptr<CallerTree::Opening>> opened);
    // Drops the opens of the tree shown (it is being replaced).
    void dropOpens();

    QString frameTooltip(std::uint32_t node) const;

    ProfilePtr m_profile;
    std::shared_ptr<const CallTree> m_tree;
    std::shared_ptr<CallerTree> m_callers; // opened as the view asks
    // Each node's row, for a tree whose siblings are not numbered in order.
    std::vector<std::uint32_t> m_rowInParent;
    std::shared_ptr<const FrameSearch::Result> m_search;
    std::uint32_t m_openOnWorkerFrom = kOpenOnWorkerFrom;
    std::vector<std::uint32_t> m_asked; // by fetchMore, their busy rows not yet announced
    std::deque<std::shared_ptr<CallerTree::Opening>> m_waitingOpens;
    std::shared_ptr<CallerTree::Opening> m_runningOpen;
    std::uint32_t m_settling = kNoId; // its busy row gone, its callers not in yet
    BackgroundResult<std::shared_ptr<CallerTree::Opening>> m_open;
};

} // namespace hg
