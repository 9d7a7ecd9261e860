#include "ColumnBlock.h"

#include "HugePages.h"

#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#if defined(MREMAP_MAYMOVE) // a GNU extension: g++ and clang++ define _GNU_SOURCE on Linux
#define HG_COLUMN_MAPPINGS 1
#endif
#endif

namespace hg::columnblock {

namespace {

#ifdef HG_COLUMN_MAPPINGS
bool isMapped(std::size_t bytes)
{
    return bytes >= kMappedBytes;
}

std::size_t mappedLength(std::size_t bytes)
{
    static const auto page = std::size_t(sysconf(_SC_PAGESIZE));
    return (bytes + page - 1) & ~(page - 1);
}

void *map(std::size_t bytes)
{
    void *block = mmap(nullptr, mappedLength(bytes), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block == MAP_FAILED)
        throw std::bad_alloc();
    adviseOwnMapping(block, mappedLength(bytes)); // the whole mapping, or it is split
    return block;
}
#endif

void *heapResize(void *block, std::size_t to)
{
    if (to == 0) {
        std::free(block);
        return nullptr;
    }
    void *moved = std::realloc(block, to);
    if (!moved)
        throw std::bad_alloc(); // the old block stays, as it was
    return moved;
}

} // namespace

void *resize(void *block, std::size_t from, std::size_t to)
{
#ifdef HG_COLUMN_MAPPINGS
    if (!block)
        from = 0;
    if (isMapped(from) && isMapped(to)) {
        void *moved = mremap(block, mappedLength(from), mappedLength(to), MREMAP_MAYMOVE);
        if (moved == MAP_FAILED)
            throw std::bad_alloc();
        if (to > from)
            adviseOwnMapping(moved, mappedLength(to)); // the whole mapping: it stays one
        return moved;
    }
    if (isMapped(to)) { // from the heap into a mapping: a copy of less than kMappedBytes
        void *mapped = map(to);
        if (from)
            std::memcpy(mapped, block, from);
        std::free(block);
        return mapped;
    }
    if (isMapped(from)) { // shrunk into the heap
        void *small = to ? std::malloc(to) : nullptr;
        if (to && !small)
            throw std::bad_alloc();
        if (to)
            std::memcpy(small, block, to);
        munmap(block, mappedLength(from));
        return small;
    }
#else
    (void)from;
#endif
    return heapResize(block, to);
}

void release(void *block, std::size_t bytes)
{
    if (!block)
        return;
#ifdef HG_COLUMN_MAPPINGS
    if (isMapped(bytes)) {
        munmap(block, mappedLength(bytes));
        return;
    }
#else
    (void)bytes;
#endif
    std::free(block);
}

} // namespace hg::columnblock
