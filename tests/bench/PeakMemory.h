#pragma once
#include <QtGlobal>

namespace hg::bench {

// The process's peak resident memory (VmHWM) and its reset through
// /proc/self/clear_refs, so one phase's peak can be measured on its own.
class PeakMemory
{
public:
    static void reset();
    // Bytes, or -1 where /proc is not readable.
    static qint64 bytes();
};

} // namespace hg::bench
