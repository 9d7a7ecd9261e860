#pragma once
#include <cstddef>
#include <functional>

namespace hg {

// Runs body(i) for every i in [0, count) on up to QThread::idealThreadCount()
// threads, the caller's included, and returns when all are done. Indices are
// handed out in order, so the biggest jobs should come first. The first
// exception a body throws stops further indices from being handed out and is
// rethrown here (so a reader's ReadError or ReadCancelled reaches its caller).
void parallelFor(std::size_t count, const std::function<void(std::size_t)> &body);

// body(from, to) for the stretches of `stretch` indices that cover [0, count),
// side by side: a pass over a column of millions of rows on every core. A
// column that fits in one stretch is done on the calling thread.
void parallelForStretches(std::size_t count, std::size_t stretch, const std::function<void(std::size_t, std::size_t)> &body);
// A column's stretch for such a pass: large enough that starting the threads
// costs nothing against it.
constexpr std::size_t kColumnStretch = std::size_t(1) << 22;

} // namespace hg
