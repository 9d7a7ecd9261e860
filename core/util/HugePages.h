#pragma once
#include <cstddef>
#include <vector>

namespace hg {

// Asks the kernel to back [data, data + bytes) with huge pages where it
// can (transparent huge pages in "madvise" mode, Debian's default): a big
// column filled at once then takes one page fault per 2 MiB, not per 4 KiB.
// Does nothing for small blocks or where the system has no such pages.
void adviseHugePages(void *data, std::size_t bytes);

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
