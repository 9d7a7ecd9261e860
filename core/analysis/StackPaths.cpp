#include "StackPaths.h"

#include <algorithm>
#include <limits>

namespace hg {

StackPaths::StackPaths(const StackTable &stacks, std::size_t maxIds)
    : m_stacks(stacks)
    , m_maxIds(maxIds)
    , m_depth(stacks.depths())
{
}

bool StackPaths::hasPaths() const
{
    std::call_once(m_laidOut, [this] { layOut(); });
    return !m_place.empty();
}

void StackPaths::layOut() const
{
    std::uint64_t ids = 0;
    for (const std::uint32_t d : m_depth)
        ids += d;
    if (ids + 2 * std::uint64_t(m_depth.size()) > m_maxIds || ids > std::numeric_limits<std::uint32_t>::max())
        return;
    m_place.resize(m_depth.size());
    m_ids.resize(ids);
    std::uint32_t next = 0;
    // A parent's id is smaller than its children's: its path is written first.
    for (StackId s{0}; s < m_depth.size(); ++s) {
        m_place[s] = {next, m_depth[s]};
        if (const StackId parent = m_stacks.parent(s); parent != kNoId)
            std::copy_n(m_ids.begin() + m_place[parent].offset, m_depth[parent], m_ids.begin() + next);
        next += m_depth[s];
        m_ids[next - 1] = s;
    }
}

std::size_t StackPaths::budgetFor(std::uint64_t samples)
{
    constexpr std::uint64_t kMinimum = 4'000'000, kMaximum = 32'000'000;
    return std::size_t(std::clamp(samples / 8, kMinimum, kMaximum));
}

} // namespace hg
