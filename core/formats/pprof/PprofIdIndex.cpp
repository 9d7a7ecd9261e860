#include "PprofIdIndex.h"

#include <algorithm>

namespace hg {

void PprofIdIndex::build(std::span<const std::uint64_t> ids)
{
    const std::uint64_t most = ids.empty() ? 0 : *std::max_element(ids.begin(), ids.end());
    // Dense when the vector costs at most a few times what the hash map would.
    if (most <= 4 * std::uint64_t(ids.size()) + 1024) {
        m_dense.assign(std::size_t(most) + 1, kNone);
        for (std::uint32_t i = 0; i < ids.size(); ++i)
            if (m_dense[std::size_t(ids[i])] == kNone)
                m_dense[std::size_t(ids[i])] = i;
        return;
    }
    m_sparse.reserve(ids.size());
    for (std::uint32_t i = 0; i < ids.size(); ++i)
        m_sparse.emplace(ids[i], i);
}

} // namespace hg
