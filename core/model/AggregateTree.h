#pragma once
#include "Ids.h"
#include "Time.h"

#include <cstdint>
#include <vector>

namespace hg {

// Timings that arrive already aggregated (PocketMine-MP timings records): a
// tree whose nodes carry their own total time and count, with no times of
// day. A first-class tree, not a fake timeline: CallTree builds from it as
// from spans and samples. Parents come before their children; 24 bytes a
// node. Per-node fields (record id, violations, peak, ...) live in the
// track's nodeAttributes.
class AggregateTree
{
public:
    std::uint32_t size() const { return std::uint32_t(m_frame.size()); }
    bool empty() const { return m_frame.empty(); }
    FrameId frame(std::uint32_t i) const { return m_frame[i]; }
    std::uint32_t parent(std::uint32_t i) const { return m_parent[i]; }
    TimePs total(std::uint32_t i) const { return m_total[i]; }
    std::uint64_t count(std::uint32_t i) const { return m_count[i]; }
    // Whether a node's count includes its callees' (pprof's sample counts,
    // summed up the tree as its totals are) rather than being its own
    // (PocketMine's calls of each timer): a bottom-up tree counts a node's
    // own samples only.
    bool countsIncludeCallees() const { return m_countsIncludeCallees; }
    void setCountsIncludeCallees(bool inclusive) { m_countsIncludeCallees = inclusive; }
    // No two nodes share a parent and a frame (pprof's, interned as call
    // paths): CallTree then adds a node below one this tree made without
    // looking it up. Not so for PocketMine's timers (one name may come twice
    // under a parent), and not kept by a copy that leaves nodes out.
    bool pathsDistinct() const { return m_pathsDistinct; }
    void setPathsDistinct(bool distinct) { m_pathsDistinct = distinct; }
    // A node's own count: less its children's where counts include them.
    std::vector<std::uint64_t> ownCounts() const;
    // The depth of the deepest node (1 for roots only; 0 when empty).
    std::uint32_t depthCount() const;
    std::size_t memoryBytes() const;

    // Room for this many nodes in all (no regrowth: up to twice the memory).
    void reserve(std::size_t nodes);
    // Adds a node; `parent` is kNoId or an earlier node. Returns its index.
    std::uint32_t add(std::uint32_t parent, FrameId frame, TimePs total, std::uint64_t count);

private:
    std::vector<FrameId> m_frame;
    std::vector<std::uint32_t> m_parent;
    std::vector<TimePs> m_total;
    std::vector<std::uint64_t> m_count;
    bool m_countsIncludeCallees = false;
    bool m_pathsDistinct = false;
};

} // namespace hg
