#pragma once
#include "ColumnBlock.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

namespace hg {

// A vector of trivially copyable values whose block grows and shrinks in
// place where it can (columnblock): a block of 2 MiB and up is a mapping
// of its own, moved with mremap, so a column grown to hundreds of
// megabytes is never copied, never needs fresh pages for a copy, and
// shrinks to fit by giving its tail back. A std::vector copies itself at
// every doubling and again to shrink (a 1 GB pprof profile's labels: 440
// MB copied on the reading thread, about 1.8 s of page faults and copying
// on this project's test machine). Blocks of 32 MiB and up are advised
// for huge pages (adviseOwnMapping): columns are filled in order, so that
// costs at most one partly used huge page.
template <typename T>
class ReallocVector
{
    static_assert(std::is_trivially_copyable_v<T>, "moved as bytes");
    static_assert(alignof(T) <= alignof(std::max_align_t), "malloc's alignment");

public:
    using value_type = T;
    using iterator = T *;
    using const_iterator = const T *;

    ReallocVector() = default;
    explicit ReallocVector(std::size_t n, const T &value = T()) { assign(n, value); }
    ReallocVector(const ReallocVector &other) { *this = other; }
    ReallocVector(ReallocVector &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)), m_capacity(std::exchange(other.m_capacity, 0))
    {
    }
    ReallocVector &operator=(const ReallocVector &other)
    {
        if (this == &other)
            return *this;
        m_size = 0;
        if (other.m_size > m_capacity) // a fresh block: resizing would copy what is overwritten
            setCapacity(0);
        reserve(other.m_size);
        if (other.m_size)
            std::memcpy(m_data, other.m_data, other.m_size * sizeof(T));
        m_size = other.m_size;
        return *this;
    }
    ReallocVector &operator=(ReallocVector &&other) noexcept
    {
        if (this != &other) {
            columnblock::release(m_data, m_capacity * sizeof(T));
            m_data = std::exchange(other.m_data, nullptr);
            m_size = std::exchange(other.m_size, 0);
            m_capacity = std::exchange(other.m_capacity, 0);
        }
        return *this;
    }
    ~ReallocVector() { columnblock::release(m_data, m_capacity * sizeof(T)); }

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    bool empty() const { return m_size == 0; }
    T *data() { return m_data; }
    const T *data() const { return m_data; }
    T &operator[](std::size_t i) { return m_data[i]; }
    const T &operator[](std::size_t i) const { return m_data[i]; }
    T &front() { return m_data[0]; }
    const T &front() const { return m_data[0]; }
    T &back() { return m_data[m_size - 1]; }
    const T &back() const { return m_data[m_size - 1]; }
    T *begin() { return m_data; }
    T *end() { return m_data + m_size; }
    const T *begin() const { return m_data; }
    const T *end() const { return m_data + m_size; }

    void push_back(const T &value)
    {
        if (m_size == m_capacity) [[unlikely]] {
            const T copy = value; // `value` may lie in the block that moves
            grow(m_size + 1);
            m_data[m_size++] = copy;
            return;
        }
        m_data[m_size++] = value;
    }
    void pop_back() { --m_size; }
    void clear() { m_size = 0; }
    void reserve(std::size_t n)
    {
        if (n > m_capacity)
            setCapacity(n);
    }
    void resize(std::size_t n, const T &value = T())
    {
        const T fill = value; // `value` may lie in the block that moves
        if (n > m_capacity)
            grow(n);
        std::fill(m_data + m_size, m_data + std::max(n, m_size), fill);
        m_size = n;
    }
    void assign(std::size_t n, const T &value)
    {
        m_size = 0;
        resize(n, value);
    }
    // Gives back the room past size(): a mapped block's tail pages are
    // unmapped, nothing is copied.
    void shrink_to_fit()
    {
        if (m_capacity > m_size)
            setCapacity(m_size);
    }

private:
    // Room for `n` at least, doubling: as many resizes as a vector's copies.
    void grow(std::size_t n) { setCapacity(std::max(n, std::max<std::size_t>(16, m_capacity * 2))); }
    void setCapacity(std::size_t n)
    {
        if (n > std::size_t(-1) / sizeof(T))
            throw std::bad_alloc();
        // Throws with the old block as it was.
        m_data = static_cast<T *>(columnblock::resize(m_data, m_capacity * sizeof(T), n * sizeof(T)));
        m_capacity = n;
    }

    T *m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace hg
