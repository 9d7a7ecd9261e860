#pragma once
#include <QByteArray>
#include <cstddef>

namespace hg::bench {

// A pprof profile (profile.proto, uncompressed) as Go's runtime/pprof writes
// one for a big labelled server: samples in the order their stacks were first
// seen, each location and function written just before the first sample that
// uses it, then the mappings and the string table. ~60 000 functions with
// long package-qualified names sharing prefixes, ~200 000 locations (an
// address each, a fifth with inlined callees as extra lines), stacks 8-64
// deep grown from one another; labels per sample (handler, tenant, and a
// unique span id on a third of them), so the same stack comes back as many
// samples. `heap`: the four sample types of a heap profile and a numeric
// "bytes" label per sample, instead of samples/count and cpu/nanoseconds.
QByteArray generatePprofProfile(std::size_t samples, bool heap);

} // namespace hg::bench
