#include "PprofPathTotals.h"


namespace hg {

TimePs PprofPathTotals::toPs(std::int64_t value, bool &overflowed) const
{
    TimePs ps = 0;
    overflowed = __builtin_mul_overflow(value, m_types.scale, &ps);
    if (overflowed)
        return value < 0 ? std::numeric_limits<TimePs>::min() / 2 : std::numeric_limits<TimePs>::max() / 2;
    return ps;
}

std::uint32_t PprofPathTotals::add(std::string_view key, std::uint64_t hash, std::span<const std::int64_t> values, bool onNode, bool &added)
{
    std::uint32_t path = m_paths.find(key, hash);
    added = path == kNoId;
    if (added) {
        path = m_paths.add(key, hash);
        m_sums.resize(m_sums.size() + m_stride, 0);
    }
    std::uint64_t *const sums = m_sums.data() + std::size_t(path) * m_stride;
    bool overflowed = false;
    sums[0] = std::uint64_t(addSaturated(TimePs(sums[0]), toPs(values[m_types.chosen], overflowed), m_sumsCapped));
    if (overflowed && onNode)
        ++m_overflows;
    sums[1] += m_types.countType == SIZE_MAX ? 1 : std::uint64_t(values[m_types.countType]);
    for (std::size_t e = 0; e < m_types.extraTypes.size(); ++e)
        sums[2 + e] += std::uint64_t(values[m_types.extraTypes[e]]);
    return path;
}

void PprofPathTotals::prefetchSums(std::uint64_t hash) const
{
    if (const std::uint32_t path = m_paths.likelyNumber(hash); path != kNoId && std::size_t(path) * m_stride < m_sums.size())
        __builtin_prefetch(m_sums.data() + std::size_t(path) * m_stride, 1);
}

} // namespace hg
