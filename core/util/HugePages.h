#pragma once
#include <cstddef>
#include <vector>

namespace hg {

// Asks the kernel to back [data, data + bytes) with huge pages where it
// can (transparent huge pages in "madvise" mode, Debian's default): a big
// column filled at once then takes one page fault per 2 MiB, not per 4 KiB.
// Does nothing for small blocks or where the system has no such pages.
void adviseHugePages(void *data, std::size_t bytes);

// From this size a block has a mapping of its own (glibc maps such blocks
// whatever its moving threshold says; a ReallocVector's are mapped from 2
// MiB, see columnblock): advising it changes nothing else. A smaller one
// may lie in the heap, whose pages go to other allocations once it is
// freed (and, advised, to huge pages khugepaged fills in).
constexpr std::size_t kOwnMappingBytes = std::size_t(32) << 20;

// adviseHugePages() for a block that has a mapping of its own, from malloc
// or columnblock (kOwnMappingBytes and up; advised whole, so it stays one
// mapping); nothing for a smaller one.
inline void adviseOwnMapping(void *data, std::size_t bytes)
{
    if (bytes >= kOwnMappingBytes)
        adviseHugePages(data, bytes);
}

// `column` sized to `n` values (value-initialized), its memory advised
// for huge pages before it is first touched.
template <typename T>
void resizeOnHugePages(std::vector<T> &column, std::size_t n)
{
    if (column.capacity() < n) {
        column.reserve(n);
        adviseHugePages(column.data(), column.capacity() * sizeof(T));
    }
    column.resize(n);
}

// Room for `n` values in `column`, a new block advised for huge pages
// before it is first touched.
template <typename T>
void reserveOnHugePages(std::vector<T> &column, std::size_t n)
{
    if (column.capacity() >= n)
        return;
    column.reserve(n);
    adviseHugePages(column.data(), column.capacity() * sizeof(T));
}

} // namespace hg
