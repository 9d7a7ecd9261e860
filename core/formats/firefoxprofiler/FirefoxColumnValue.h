#pragma once
#include <cstddef>
#include <vector>

namespace hg::firefox {

// A column's value at row i, or `missing` where the column is shorter (the
// Firefox tables leave out a column no row uses).
template <typename T>
T columnValue(const std::vector<T> &column, std::size_t i, T missing)
{
    return i < column.size() ? column[i] : missing;
}

} // namespace hg::firefox
