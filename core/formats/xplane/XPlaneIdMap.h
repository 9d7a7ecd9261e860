#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

// Metadata ids of a plane -> a value, looked up once per event and stat.
// Producers number metadata densely from 1, so a vector serves; sparse or
// negative ids fall back to a hash map.
template<typename T>
class XPlaneIdMap
{
public:
    void insert(std::int64_t id, T value)
    {
        if (id >= 0 && std::uint64_t(id) < kDenseLimit) {
            if (std::size_t(id) >= m_dense.size()) {
                m_dense.resize(std::size_t(id) + 1);
                m_present.resize(std::size_t(id) + 1);
            }
            m_dense[std::size_t(id)] = value;
            m_present[std::size_t(id)] = 1;
        } else {
            m_sparse[id] = value;
        }
    }
    const T *find(std::int64_t id) const
    {
        if (id >= 0 && std::uint64_t(id) < m_dense.size())
            return m_present[std::size_t(id)] ? &m_dense[std::size_t(id)] : nullptr;
        const auto it = m_sparse.find(id);
        return it == m_sparse.end() ? nullptr : &it->second;
    }

private:
    static constexpr std::uint64_t kDenseLimit = 1u << 22;
    std::vector<T> m_dense;
    std::vector<std::uint8_t> m_present;
    std::unordered_map<std::int64_t, T> m_sparse;
};

} // namespace hg
