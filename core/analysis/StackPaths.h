#pragma once
#include "model/StackTable.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hg {

// Each stack's depth and, when the table is small enough, its whole path of
// stack ids from the root, all paths in one array. The sample walk compares
// a sample's path with the spans open as two short arrays instead of
// following parent links up the table, each link a load that must wait for
// the one before (most of the walk's time on a big recording). Made once
// per profile for every track's walk, and dropped after it.
class StackPaths
{
public:
    // Paths are kept when all of them take at most `maxEntries` ids.
    StackPaths(const StackTable &stacks, std::size_t maxEntries);

    // The entries a profile's walk may hold: an eighth of an id a sample,
    // between 4 M and 32 M (16 to 128 MB, for the time of the walk).
    static std::size_t budgetFor(std::uint64_t samples);

    // A root's depth is 1.
    const std::vector<std::uint32_t> &depths() const { return m_depth; }
    bool hasPaths() const { return !m_place.empty(); }
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
    struct Place
    {
        std::uint32_t offset; // into m_ids
        std::uint32_t depth;
    };
    std::vector<std::uint32_t> m_depth;
    std::vector<Place> m_place; // by stack, when paths are kept
    std::vector<StackId> m_ids;
};

} // namespace hg
