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

} // namespace hg
