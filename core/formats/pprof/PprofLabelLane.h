#pragma once
#include "PprofLabelIndex.h"
#include "model/AttributeTable.h"
#include "model/Ids.h"
#include "util/ZeroedArray.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace hg {

// The node labels of some of the label index's parts, on every tree:
// PprofNodeLabels hands each batch to all its lanes (each on a thread of
// its own), and a lane adds the labels whose node lies in its parts
// (PprofLabelIndex::partOfNode). A node's labels all go to one lane, so a
// lane's tables and indexes are its own: lanes need no lock, and a node's
// labels stay in the order they came. A label whose value string is met
// for the first time is added without a lookup and indexed only if the
// value comes again (most such values never do: a span id per sample).
class PprofLabelLane
{
public:
    struct Label
    {
        StackId node;
        StringId key;
        std::int64_t value; // an Int's value or a String's id
        std::uint64_t valueString; // a String's index in the string table
        std::uint32_t tree;
        bool isString;
    };
    // `strings`: the size of the profile's string table; lane `lane` of `lanes`.
    PprofLabelLane(std::size_t strings, std::size_t lane, std::size_t lanes);

    // Adds the batch's labels of this lane (`last`: none follow; the
    // queues are emptied).
    void add(std::span<const Label> batch, bool last);
    // Every label added: what only adding needs is freed, the tables kept
    // (as they grew: PprofNodeLabels shrinks a tree's once both lanes' are one).
    void finish();
    // How many trees have labels here (a tree's index is below).
    std::size_t trees() const { return m_trees.size(); }
    // A tree's table, in the order its labels came (moved out).
    AttributeTable take(std::uint32_t tree);

private:
    struct Tree
    {
        AttributeTable labels;
        PprofLabelIndex index;
    };
    bool isMine(std::size_t part) const { return part % m_lanes == m_lane; }
    // A part's queued labels added to the trees.
    void addQueued(std::size_t part);
    void addOne(const Label &label);
    // Indexes an entry added without a lookup.
    static void indexEntry(Tree &t, std::uint32_t entry);

    const std::size_t m_lane, m_lanes;
    // Where a string of the table was used as a label's value: unused (0),
    // every label with it indexed, or ((tree << 32) | entry) + 1 of the one
    // label with it, not indexed. A lane's own: a label is looked up only in
    // its node's lane. Zeroed pages: strings never used as values cost none.
    static constexpr std::uint64_t kValueUnused = 0;
    static constexpr std::uint64_t kValueIndexed = ~std::uint64_t(0);
    ZeroedArray<std::uint64_t> m_valueUse; // by string index
    std::vector<Tree> m_trees;
    // Labels waiting, by part of the index: a full queue is added at once,
    // its lookups within that part's pages.
    static constexpr std::size_t kQueued = 2048;
    std::array<std::vector<Label>, PprofLabelIndex::kParts> m_queues;
};

} // namespace hg
