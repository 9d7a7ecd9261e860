#include "HugePages.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hg {

void adviseHugePages(void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    if (bytes < 2 * kHuge)
        return;
    // Only whole huge pages inside the block: the rest stays as it was.
    const std::uintptr_t begin = (reinterpret_cast<std::uintptr_t>(data) + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(kHuge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE); // a hint: failure changes nothing
#else
    (void)data;
    (void)bytes;
#endif
}

namespace {
constexpr std::size_t kHugePage = std::size_t(2) << 20;
}

ZeroedBlock::ZeroedBlock(std::size_t bytes)
{
    if (bytes == 0)
        return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= kHugePage) {
        // Whole huge pages, the first on a huge page's boundary: map one
        // more and give back what lies before and after.
        const std::size_t size = (bytes + kHugePage - 1) & ~(kHugePage - 1);
        void *const mapped = mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED)
            throw std::bad_alloc();
        const auto at = reinterpret_cast<std::uintptr_t>(mapped);
        const std::uintptr_t begin = (at + kHugePage - 1) & ~std::uintptr_t(kHugePage - 1);
        if (begin > at)
            munmap(mapped, begin - at);
        if (const std::uintptr_t end = at + size + kHugePage; end > begin + size)
            munmap(reinterpret_cast<void *>(begin + size), end - begin - size);
        m_data = reinterpret_cast<void *>(begin);
        m_mapped = size;
        madvise(m_data, size, MADV_HUGEPAGE); // a hint: failure changes nothing
        return;
    }
#endif
    m_data = std::calloc(1, bytes);
    if (!m_data)
        throw std::bad_alloc();
}

void ZeroedBlock::release()
{
    if (!m_data)
        return;
#if defined(__linux__)
    if (m_mapped)
        munmap(m_data, m_mapped);
    else
#endif
        std::free(m_data);
    m_data = nullptr;
    m_mapped = 0;
}

} // namespace hg
