#pragma once
#include <cstddef>

namespace hg {

// The memory behind a ReallocVector: a block of `bytes` resized in place
// where it can be. From kMappedBytes a block is a mapping of its own,
// grown and shrunk with mremap, which moves its pages instead of copying
// them; a smaller block comes from malloc (and realloc may copy it). glibc
// would map only blocks past its moving threshold (up to 32 MiB once a
// big block was freed): below that, each doubling of a column was copied
// into fresh pages (a 200 MB pprof profile's labels: ~10 % of the load's
// CPU time in those copies and their page faults).
namespace columnblock {

constexpr std::size_t kMappedBytes = std::size_t(2) << 20;

// `block` (of `from` bytes, null when 0) resized to `to` bytes, its first
// min(from, to) bytes kept; null for 0. Throws std::bad_alloc and leaves
// the block as it was when no memory is to be had.
void *resize(void *block, std::size_t from, std::size_t to);
void release(void *block, std::size_t bytes);

} // namespace columnblock
} // namespace hg
