#pragma once
#include "model/Profile.h"

#include <cstddef>

namespace hg::bench {

// A profile as a sampling profiler records a big C++ program, for the
// benchmarks of formats the app writes itself (speedscope JSON, pprof): one
// thread's timed samples ~1 ms apart whose stacks walk the call graph (a
// sample repeats the one before or returns from a few frames and calls a
// few others, so neighbours share most of their frames, as in a real
// recording; now and then another activity altogether), 8 000 functions with
// long demangled names (CppCallPaths), stacks ~30 deep; and a second thread
// of nested spans (half as many as samples) from the same kind of walk, for
// speedscope's evented profiles.
ProfilePtr generateCallWalkProfile(std::size_t samples);

} // namespace hg::bench
