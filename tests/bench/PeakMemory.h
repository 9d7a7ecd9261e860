#pragma once
#include <QtGlobal>

namespace hg::bench {

// The process's peak resident memory (VmHWM), its memory now (VmRSS) and its reset through
// /proc/self/clear_refs, so one phase's peak can be measured on its own.
class PeakMemory
{
public:
    static void reset();
    // Bytes, or -1 where /proc is not readable.
    static qint64 bytes();
    // The resident memory now (VmRSS), the same way.
    static qint64 current();
};

} // namespace hg::bench
