#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// A V8 CPU profile (.cpuprofile): what `node --cpu-prof` writes (one file
// a thread), Chrome DevTools' "Save profile", the inspector's Profiler.stop
// result ({"profile": {...}}, also inside its protocol message) and the old
// format of v8-profiler and early DevTools ("head" tree, "timestamps").
// The call tree becomes stacks, the samples one timed track named after
// the thread when node's file name says which; a profile with hit counts
// but no samples is shown as counts.
class V8CpuProfileReader
{
    Q_DECLARE_TR_FUNCTIONS(V8CpuProfileReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
