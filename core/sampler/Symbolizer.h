#pragma once
#include "SampledFunction.h"

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

struct Dwfl_Module;

namespace hg {

class ProcessDwfl;

// Turns code addresses into functions (symbol tables, DWARF line tables,
// C++ names demangled), once per address: a process's hot addresses repeat
// in almost every sample. Runs on the sampler thread while the target runs.
class Symbolizer
{
public:
    // `sink` receives each new function and returns the id it is known by.
    using FunctionSink = std::function<std::uint32_t(const SampledFunction &)>;
    Symbolizer(ProcessDwfl &process, FunctionSink sink);

    std::uint32_t functionAt(std::uint64_t address);
    // Looks again at addresses that lay outside every module, after the
    // module list was read again (a library loaded since).
    void retryUnknownAddresses();

private:
    SampledFunction describe(std::uint64_t address) const;
    static QString moduleName(Dwfl_Module *module);
    static QString demangle(const char *symbol);

    ProcessDwfl &m_process;
    FunctionSink m_sink;
    QString m_executable;
    std::unordered_map<std::uint64_t, std::uint32_t> m_byAddress;
    std::vector<std::uint64_t> m_unknownAddresses;
    // Functions by (module start, symbol start): one id per function however
    // many of its addresses are sampled.
    std::unordered_map<std::uint64_t, std::uint32_t> m_bySymbol;
};

} // namespace hg
