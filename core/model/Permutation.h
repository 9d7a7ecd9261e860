#pragma once
#include "util/HugePages.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <type_traits>
#include <vector>

namespace hg {

// Memory for reordering columns (permute() and the orders it follows), kept
// between calls: a builder that reorders track after track touches fresh
// pages only for the first (the kernel zeroes every fresh page; on a 2 GB
// XPlane load, fresh scratch per track was 15 % of the load).
class PermuteScratch
{
public:
    enum Use : std::uint8_t { Aside, Order, Counts, UseCount };

    // Room for `n` values of a trivially copyable type, not initialised;
    // the same use gets the same memory on the next call.
    template<typename T>
    std::span<T> room(Use use, std::size_t n)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        Block &block = m_blocks[use];
        if (n * sizeof(T) > block.size) {
            block.data.reset(); // before the new one, so the two never add up
            block.size = 0;     // and nothing claims room if the new one throws
            block.data.reset(new std::byte[n * sizeof(T)]);
            block.size = n * sizeof(T);
            // On huge pages: the counts are read at random, and a TLB entry covers 2 MiB.
            adviseOwnMapping(block.data.get(), block.size);
        }
        return {reinterpret_cast<T *>(block.data.get()), n};
    }

private:
    struct Block
    {
        std::unique_ptr<std::byte[]> data;
        std::size_t size = 0;
    };
    std::array<Block, UseCount> m_blocks;
};

// Moves element i of every column to index to[i] (`to` a permutation of
// 0..n-1). Each column is copied aside and scattered back into its own
// storage, through one scratch buffer the size of the widest column: a
// reorder costs one column's worth of memory, not a copy of the table, and
// reads stay sequential (following the permutation's cycles in place would
// read at random and be several times slower).
template<typename... Columns>
void permute(std::span<const std::uint32_t> to, PermuteScratch &scratch, Columns &...columns)
{
    const std::size_t n = to.size();
    if (n == 0)
        return; // and no memcpy from an empty column's null data()
    const std::size_t widest = std::max({sizeof(typename Columns::value_type)...});
    std::byte *const aside = scratch.room<std::byte>(PermuteScratch::Aside, n * widest).data();
    const auto scatter = [&](auto &column) {
        using T = typename std::remove_reference_t<decltype(column)>::value_type;
        static_assert(std::is_trivially_copyable_v<T>);
        std::memcpy(aside, column.data(), n * sizeof(T));
        const T *from = reinterpret_cast<const T *>(aside);
        for (std::size_t i = 0; i < n; ++i)
            column[to[i]] = from[i];
    };
    (scatter(columns), ...);
}

} // namespace hg
