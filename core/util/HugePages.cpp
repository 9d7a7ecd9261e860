#include "HugePages.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace hg {

void adviseHugePages(void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    if (bytes < 2 * kHuge)
        return;
    const auto at = reinterpret_cast<std::uintptr_t>(data);
    std::uintptr_t begin = (at + kHuge - 1) & ~(kHuge - 1);
    std::uintptr_t end = (at + bytes) & ~(kHuge - 1);
    if (bytes >= kOwnMappingBytes) {
        // A mapping of its own (glibc maps blocks this big apart, a few
        // bytes of header before the data; columnblock's have none): every
        // page of it is advised, so it stays one mapping. Advised only
        // inside, it would be split in three, and mremap could no longer
        // move it (EFAULT: glibc's realloc then copies it).
        const auto page = std::uintptr_t(sysconf(_SC_PAGESIZE));
        begin = at & ~(page - 1);
        end = (at + bytes + page - 1) & ~(page - 1);
    }
    // Otherwise only whole huge pages inside the block: the rest stays as it was.
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE); // a hint: failure changes nothing
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace hg
