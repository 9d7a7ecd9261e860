#pragma once
#include "CallTree.h"

#include <functional>
#include <memory>
#include <vector>

namespace hg {

// A bottom-up call tree (functions by self time, expanding to their callers)
// made from the profile's top-down tree as it is looked at: a node's callers
// are made when they are first asked for. Built in full, the bottom-up tree
// of a 1 GB XSpace was 26 M nodes, 1 GB and 12 s beside the top-down tree
// the other pages share; this one keeps that tree and one walker per
// weighted path (8 bytes), and opens a node in the time of the paths it
// covers.
//
// Its nodes, figures and order are CallTree::build(BottomUp)'s (the CLI and
// the inverted flame graph still build that one): a node's children are
// heaviest first, ties in the order of the first path through them. Node
// ids are its own, in the order nodes were made. Not thread-safe: one view
// opens it, on one thread, once it is built; a node whose paths are many
// is opened in three steps so that the costly one runs on a worker
// (beginOpen, makeCallers, finishOpen).
class CallerTree
{
public:
    // From a top-down tree of CallTree::build; the root's children (every
    // function with time or samples of its own) made, then the hottest
    // chain's first `openLevels` levels. Null when cancelled.
    static std::unique_ptr<CallerTree> build(std::shared_ptr<const CallTree> topDown, std::uint32_t openLevels,
                                             const CallTree::CancelCheck &cancelled = {});

    CallTree::Unit unit() const { return m_topDown->unit(); }
    // Some chain goes past CallTree::kMaxCallerLevels.
    bool callersCut() const { return m_callersCut; }
    // The nodes made so far; node 0 is the root.
    std::uint32_t size() const { return std::uint32_t(m_nodes.size()); }
    // A node's figures (self equals total, as in any bottom-up tree, but
    // for the root, which has none).
    CallTree::Node node(std::uint32_t i) const;
    std::uint32_t parent(std::uint32_t i) const { return m_nodes[i].parent; }
    // Whether the node has callers, known without making them.
    bool hasChildren(std::uint32_t i) const { return m_nodes[i].callers; }
    // Its callers, made on first use: heaviest first, numbered one after
    // another from child(i, 0).
    std::uint32_t childCount(std::uint32_t i);
    std::uint32_t child(std::uint32_t i, std::uint32_t row) const { return m_nodes[i].firstChild + row; }
    // The node's row among its parent's children.
    std::uint32_t rowOf(std::uint32_t i) const { return i - m_nodes[m_nodes[i].parent].firstChild; }
    // Whether the node's children are made (a walk over what is made).
    bool isOpened(std::uint32_t i) const { return m_nodes[i].firstChild != kNoId; }
    // The weighted paths below an unopened node: what opening it costs.
    std::uint32_t pathCount(std::uint32_t i) const { return m_nodes[i].walkEnd - m_nodes[i].walkBegin; }

    // A node opened apart from the tree's other calls. beginOpen and
    // finishOpen run on the tree's own thread; makeCallers, the costly
    // part, on any thread, while the tree is read and other nodes are
    // opened: it reads the top-down tree and writes only the node's own
    // walkers, which nothing else touches until it is finished. Between
    // begin and finish the node is not opened by anything else (isOpening);
    // one cancelled (makeCallers false) is ended with abandonOpen and can
    // be opened again.
    class Opening;
    std::shared_ptr<Opening> beginOpen(std::uint32_t i);
    bool makeCallers(Opening &opening, const CallTree::CancelCheck &cancelled = {});
    void finishOpen(const Opening &opening);
    void abandonOpen(const Opening &opening);
    bool isOpening(std::uint32_t i) const { return m_nodes[i].opening; }

private:
    // One weighted top-down node on its way up its callers: the node it has
    // reached (whose frame is the bottom-up node's it belongs to) and its
    // rank among the weighted nodes (the order of their first paths).
    struct Walker
    {
        std::uint32_t at;
        std::uint32_t rank;
    };
    struct Made
    {
        FrameId frame = kNoId;
        std::uint32_t parent = kNoId;
        std::int64_t total = 0;
        std::uint64_t count = 0;
        // Its walkers, m_walkers[walkBegin, walkEnd), until it is opened.
        std::uint32_t walkBegin = 0, walkEnd = 0;
        std::uint32_t firstChild = kNoId, childCount = 0;
        std::uint32_t depth = 0;
        bool callers = false;
        bool opening = false; // its callers are being made (Opening)
    };

    explicit CallerTree(std::shared_ptr<const CallTree> topDown) : m_topDown(std::move(topDown)) {}
    // Moves the node's walkers one caller up and makes a child per frame.
    void open(std::uint32_t i);
    // makeCallers for the root: a child per function with weight.
    bool makeFunctions(Opening &opening, const std::function<bool()> &isCancelled);

    std::shared_ptr<const CallTree> m_topDown;
    std::vector<Walker> m_walkers;
    std::vector<Made> m_nodes;
    bool m_callersCut = false;
};

// What makeCallers works from (the node as it was when begun, so that
// nodes made meanwhile do not move what it reads) and makes: the node's
// children, to be appended by finishOpen.
class CallerTree::Opening
{
public:
    std::uint32_t node() const { return m_node; }
    // The callers made (once makeCallers has run).
    std::uint32_t childCount() const { return std::uint32_t(m_children.size()); }

private:
    friend class CallerTree;
    std::uint32_t m_node = 0;
    Made m_made;
    std::vector<Made> m_children;
};

} // namespace hg
