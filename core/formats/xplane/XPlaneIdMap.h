#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

// Metadata ids of a plane -> a value, looked up once per event and stat.
// Producers number metadata densely from 1, so a vector serves; sparse or
// negative ids fall back to a hash map. The vector grows only as far as the
// entries so far could fill it: a file of a few bytes per plane naming one
// id near the top of the range must not cost megabytes per plane.
template<typename T>
class XPlaneIdMap
{
public:
    void insert(std::int64_t id, T value)
    {
        if (id >= 0 && std::uint64_t(id) < kDenseLimit && std::uint64_t(id) < kDenseSlack + 8 * m_count) {
            if (std::size_t(id) >= m_dense.size()) {
                m_dense.resize(std::size_t(id) + 1);
                m_present.resize(std::size_t(id) + 1);
            }
            m_dense[std::size_t(id)] = value;
            m_present[std::size_t(id)] = 1;
        } else {
            m_sparse[id] = value;
        }
        ++m_count;
    }
    const T *find(std::int64_t id) const
    {
        if (id >= 0 && std::uint64_t(id) < m_dense.size() && m_present[std::size_t(id)])
            return &m_dense[std::size_t(id)];
        if (m_sparse.empty())
            return nullptr;
        const auto it = m_sparse.find(id);
        return it == m_sparse.end() ? nullptr : &it->second;
    }

private:
    static constexpr std::uint64_t kDenseLimit = 1u << 22;
    static constexpr std::uint64_t kDenseSlack = 4096;
    std::uint64_t m_count = 0;
    std::vector<T> m_dense;
    std::vector<std::uint8_t> m_present;
    std::unordered_map<std::int64_t, T> m_sparse;
};

} // namespace hg
