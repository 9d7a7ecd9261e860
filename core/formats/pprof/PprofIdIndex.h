#pragma once
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace hg {

// The table index of each id of a pprof table (locations, functions,
// mappings). Producers number them 1..N, so a vector by id serves; ids
// far above the table's size (sparse, or addresses used as ids) go to a
// hash map instead. The first of equal ids wins.
class PprofIdIndex
{
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    template <typename Entry>
    explicit PprofIdIndex(const std::vector<Entry> &table)
    {
        std::vector<std::uint64_t> ids;
        ids.reserve(table.size());
        for (const Entry &e : table)
            ids.push_back(e.id);
        build(ids);
    }

    std::uint32_t find(std::uint64_t id) const
    {
        if (m_sparse.empty())
            return id < m_dense.size() ? m_dense[std::size_t(id)] : kNone;
        const auto it = m_sparse.find(id);
        return it == m_sparse.end() ? kNone : it->second;
    }

    // Asks for the memory find(id) reads (a table read at random).
    void prefetch(std::uint64_t id) const
    {
        if (m_sparse.empty() && id < m_dense.size())
            __builtin_prefetch(&m_dense[std::size_t(id)]);
    }

private:
    void build(std::span<const std::uint64_t> ids);

    std::vector<std::uint32_t> m_dense; // by id
    std::unordered_map<std::uint64_t, std::uint32_t> m_sparse;
};

} // namespace hg
