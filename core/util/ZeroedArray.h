#pragma once
#include <cstddef>
#include <cstdlib>
#include <new>
#include <utility>

namespace hg {

// `size` values of T, all bits zero (T: an integer, or a struct of them
// whose zero bits are a value), from calloc: a big block comes zeroed from
// the kernel as its pages are first touched, so a hash table whose empty
// slot is 0 is never written to empty it (a std::vector writes every
// slot). Move-only; freed whole.
template <typename T>
class ZeroedArray
{
public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size) : m_data(size ? static_cast<T *>(std::calloc(size, sizeof(T))) : nullptr), m_size(size)
    {
        if (size && !m_data)
            throw std::bad_alloc();
    }
    ZeroedArray(ZeroedArray &&other) noexcept : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)) {}
    ZeroedArray &operator=(ZeroedArray &&other) noexcept
    {
        if (this != &other) {
            std::free(m_data);
            m_data = std::exchange(other.m_data, nullptr);
            m_size = std::exchange(other.m_size, 0);
        }
        return *this;
    }
    ZeroedArray(const ZeroedArray &) = delete;
    ZeroedArray &operator=(const ZeroedArray &) = delete;
    ~ZeroedArray() { std::free(m_data); }

    T *data() const { return m_data; }
    T &operator[](std::size_t i) const { return m_data[i]; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    T *begin() const { return m_data; }
    T *end() const { return m_data + m_size; }

private:
    T *m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace hg
