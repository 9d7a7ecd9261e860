#pragma once
#include <QString>

#include <cstdint>

namespace hg {

// A function the sampler met on a stack: what the flame graph and call
// trees group samples by.
struct SampledFunction
{
    QString name;       // demangled; "libfoo.so+0x1234" when unknown
    QString module;     // file name of the executable or library
    QString file;       // source file, when debug information has it
    std::uint32_t line = 0;
    std::uint64_t address = 0; // the function's start (or the code address)
    bool inApp = false;        // in the target's own executable
};

} // namespace hg
