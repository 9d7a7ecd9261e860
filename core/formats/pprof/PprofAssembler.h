#pragma once
#include "PprofProfile.h"

#include <QCoreApplication>

namespace hg {

class ProfileBuilder;
class ReadContext;

// A decoded pprof profile into the model. One sample type is shown: the
// default_sample_type, else the last. When it is a time (nanoseconds, ...)
// each track holds an aggregated tree (nodes numbered in file order, as the
// samples first reach them): totals in time, counts from a
// "count" type when there is one (inclusive, like sample counts, except
// "calls", which count at their own node), the other types as node
// attributes. Other
// units (bytes, objects) become untimed samples weighted by the value. A
// location's lines become one frame each (inlined callees first); samples
// split into tracks by their "thread" label; other labels are kept as
// attributes.
class PprofAssembler
{
    Q_DECLARE_TR_FUNCTIONS(PprofAssembler)
public:
    // Reads the samples as it goes, decoded a batch ahead on another core
    // (PprofSamplesAhead).
    static void assemble(const PprofProfile &profile, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
