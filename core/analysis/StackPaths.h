#pragma once
#include "model/StackTable.h"

#include <cstdint>
#include <mutex>
#include <span>
#include <vector>

namespace hg {

// Each stack's depth and, when the table is small enough, its whole path of
// stack ids from the root, all paths in one array. A fold of sample spans
// (PathBlockWalk) compares a sample's path with the spans open as two short
// arrays instead of following parent links up the table, each link a load
// that must wait for the one before. The depths are made at once; the
// paths on first use (on any thread, once), so walks that never fold a
// track do not pay for them. Shared by a profile's walks, dropped after.
class StackPaths
{
public:
    // Paths are laid out when they take at most `maxIds` ids, counting the
    // two a stack takes to find its path. `stacks` must outlive this.
    StackPaths(const StackTable &stacks, std::size_t maxIds);

    // The ids a profile's walks may lay out: an eighth of an id a sample,
    // between 4 M and 32 M (16 to 128 MB, while the walks run).
    static std::size_t budgetFor(std::uint64_t samples);

    // A root's depth is 1.
    const std::vector<std::uint32_t> &depths() const { return m_depth; }
    // Lays the paths out the first time it is asked; false when they are
    // over the budget.
    bool hasPaths() const;
    // Root first, the stack itself last; only when hasPaths().
    std::span<const StackId> path(StackId s) const { return {m_ids.data() + m_place[s].offset, m_place[s].depth}; }
    // For a walk that reads the place of a stack ahead, then its path.
    void prefetchPlace(StackId s) const { __builtin_prefetch(m_place.data() + s); }
    void prefetchPath(StackId s) const
    {
        const StackId *path = m_ids.data() + m_place[s].offset;
        __builtin_prefetch(path);
        __builtin_prefetch(path + m_place[s].depth - 1); // a walk compares from the leaf up
    }

private:
    void layOut() const;

    struct Place
    {
        std::uint32_t offset; // into m_ids
        std::uint32_t depth;
    };
    const StackTable &m_stacks;
    std::size_t m_maxIds;
    std::vector<std::uint32_t> m_depth;
    mutable std::once_flag m_laidOut;
    mutable std::vector<Place> m_place; // by stack, when paths are kept
    mutable std::vector<StackId> m_ids;
};

} // namespace hg
