#pragma once
#include "SampledFunction.h"
#include "SymbolIndex.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

struct Dwfl;
struct Dwfl_Module;

namespace hg {

// Turns code addresses of one address space into functions (symbol tables,
// DWARF line tables, C++ names demangled), once per address: a process's
// hot addresses repeat in almost every sample. The modules are libdwfl's:
// a live process's (the sampler's ProcessDwfl) or the files a recording
// mapped (perf.data's RecordedModules). The live sampler runs it beside the
// target. The source lines of library functions are owed until
// addOwedLines(), called when the recording ends: reading a library's debug
// information (libc's is compressed) takes a tenth of a second of CPU that a
// recording would take from the target, while the target's own lines are
// what a person reads during recording. They are also added before the
// module list changes (a library loaded later, a new program), while the
// modules they lie in are still known.
class Symbolizer
{
public:
    // `sink` receives each new function and returns the id it is known by;
    // `lineSink` the source line of a function given without one.
    using FunctionSink = std::function<std::uint32_t(const SampledFunction &)>;
    using LineSink = std::function<void(std::uint32_t id, const QString &file, std::uint32_t line)>;
    // `executable`: the module name (as reported to `dwfl`) of the program
    // itself, whose functions are the target's own (inApp).
    Symbolizer(Dwfl *dwfl, QString executable, FunctionSink sink, LineSink lineSink);

    std::uint32_t functionAt(std::uint64_t address);
    // Looks again at addresses that lay outside every module, after the
    // module list was read again (a library loaded since); the modules'
    // symbol tables are read again too.
    void retryUnknownAddresses();
    // Looks up the lines owed (see above).
    void addOwedLines();

private:
    // `owesLine`: set when the function's line is left for addOwedLines().
    SampledFunction describe(std::uint64_t address, bool &owesLine) const;
    // The source file and line of the function at `function.address` in `module`.
    static void findSource(Dwfl_Module *module, SampledFunction &function);
    static QString moduleName(Dwfl_Module *module);
    static QString demangle(const char *symbol);

    Dwfl_Module *moduleAt(std::uint64_t address) const;
    const SymbolIndex &symbolsOf(Dwfl_Module *module) const;

    Dwfl *m_dwfl;
    FunctionSink m_sink;
    LineSink m_lineSink;
    QString m_executable;
    std::unordered_map<std::uint64_t, std::uint32_t> m_byAddress;
    std::vector<std::uint64_t> m_unknownAddresses;
    // Functions by (module start, symbol start): one id per function however
    // many of its addresses are sampled.
    std::unordered_map<std::uint64_t, std::uint32_t> m_bySymbol;
    struct OwedLine
    {
        std::uint32_t id;
        std::uint64_t start; // the function's first instruction
    };
    std::vector<OwedLine> m_owedLines;
    // Each module's symbols by address, read the first time an address
    // falls in it.
    mutable std::unordered_map<Dwfl_Module *, std::unique_ptr<SymbolIndex>> m_symbols;
};

} // namespace hg
