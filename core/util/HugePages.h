#pragma once
#include <cstddef>
#include <utility>
#include <vector>

namespace hg {

// Asks the kernel to back [data, data + bytes) with huge pages where it
// can (transparent huge pages in "madvise" mode, Debian's default): a big
// column filled at once then takes one page fault per 2 MiB, not per 4 KiB.
// Does nothing for small blocks or where the system has no such pages.
void adviseHugePages(void *data, std::size_t bytes);

// `column` sized to `n` values (value-initialized), its memory advised
// for huge pages before it is first touched.
template <typename T>
void resizeOnHugePages(std::vector<T> &column, std::size_t n)
{
    if (column.capacity() < n) {
        column.reserve(n);
        adviseHugePages(column.data(), column.capacity() * sizeof(T));
    }
    column.resize(n);
}

// Room for `n` values in `column`, a new block advised for huge pages
// before it is first touched.
template <typename T>
void reserveOnHugePages(std::vector<T> &column, std::size_t n)
{
    if (column.capacity() >= n)
        return;
    column.reserve(n);
    adviseHugePages(column.data(), column.capacity() * sizeof(T));
}

// Zero-filled memory for a big table whose pages are made as they are
// first touched: asked of the kernel directly when a huge page long or
// more, aligned to and advised for huge pages (a table read at random then
// misses the TLB far less, and one filled in turn takes a fault per 2 MiB),
// from calloc when smaller. Nothing is written to zero it, and it is given
// back whole. Move-only.
class ZeroedBlock
{
public:
    ZeroedBlock() = default;
    explicit ZeroedBlock(std::size_t bytes);
    ZeroedBlock(ZeroedBlock &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr)), m_mapped(std::exchange(other.m_mapped, 0)) {}
    ZeroedBlock &operator=(ZeroedBlock &&other) noexcept
    {
        if (this != &other) {
            release();
            m_data = std::exchange(other.m_data, nullptr);
            m_mapped = std::exchange(other.m_mapped, 0);
        }
        return *this;
    }
    ZeroedBlock(const ZeroedBlock &) = delete;
    ZeroedBlock &operator=(const ZeroedBlock &) = delete;
    ~ZeroedBlock() { release(); }

    void *data() const { return m_data; }
    void release();

private:
    void *m_data = nullptr;
    std::size_t m_mapped = 0; // bytes asked of the kernel; 0 when from calloc
};

// `size` values of T, all bits zero, in a ZeroedBlock (T: an integer or a
// struct of them, whose zero bits are a value).
template <typename T>
class ZeroedArray
{
public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size) : m_block(size * sizeof(T)), m_size(size) {}
    ZeroedArray(ZeroedArray &&other) noexcept : m_block(std::move(other.m_block)), m_size(std::exchange(other.m_size, 0)) {}
    ZeroedArray &operator=(ZeroedArray &&other) noexcept
    {
        m_block = std::move(other.m_block);
        m_size = std::exchange(other.m_size, 0);
        return *this;
    }
    T *data() const { return static_cast<T *>(m_block.data()); }
    T &operator[](std::size_t i) const { return data()[i]; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    T *begin() const { return data(); }
    T *end() const { return data() + m_size; }

private:
    ZeroedBlock m_block;
    std::size_t m_size = 0;
};

} // namespace hg
