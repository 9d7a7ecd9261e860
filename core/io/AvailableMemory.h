#pragma once
#include <QtGlobal>

namespace hg {

// How many bytes this process could still allocate without swapping or
// failing: the system's available memory, lowered by the process's data and
// address-space limits. A guess, for bounds such as how far to inflate gzip.
class AvailableMemory
{
public:
    static qint64 bytes();
};

} // namespace hg
