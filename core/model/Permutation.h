#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

namespace hg {

// Moves element i of every column to index to[i] (`to` a permutation of
// 0..n-1). Each column is copied aside and scattered back into its own
// storage, through one scratch buffer the size of the widest column: a
// reorder costs one column's worth of fresh memory, not a copy of the table,
// and reads stay sequential (following the permutation's cycles in place
// would read at random and be several times slower).
template<typename... Columns>
void permute(const std::vector<std::uint32_t> &to, Columns &...columns)
{
    const std::size_t n = to.size();
    if (n == 0)
        return; // and no memcpy from an empty column's null data()
    const std::size_t widest = std::max({sizeof(typename Columns::value_type)...});
    const std::unique_ptr<std::byte[]> scratch(new std::byte[n * widest]); // not zeroed: every byte is copied over
    const auto scatter = [&](auto &column) {
        using T = typename std::remove_reference_t<decltype(column)>::value_type;
        static_assert(std::is_trivially_copyable_v<T>);
        std::memcpy(scratch.get(), column.data(), n * sizeof(T));
        const T *from = reinterpret_cast<const T *>(scratch.get());
        for (std::size_t i = 0; i < n; ++i)
            column[to[i]] = from[i];
    };
    (scatter(columns), ...);
}

} // namespace hg
