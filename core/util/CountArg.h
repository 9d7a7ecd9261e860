#pragma once
#include <algorithm>
#include <climits>
#include <cstddef>

namespace hg {

// A count as tr()'s %n takes it (an int), capped rather than wrapped.
inline int countArg(std::size_t n) { return int(std::min<std::size_t>(n, INT_MAX)); }

} // namespace hg
