#pragma once
#include <cstdint>
#include <vector>

struct Dwfl_Module;

namespace hg {

// A module's symbol table sorted by address, for the symbol an address
// lies in by binary search. libdwfl's own look-up (dwfl_module_addrinfo)
// reads the whole table for every address: a compiler's 200 000 symbols
// times the thousands of addresses a recording hits took seconds. The
// choice follows libdwfl's: a symbol whose range holds the address, global
// and weak ones before locals, the nearest start, then the stronger
// binding, then the smaller size; else the nearest symbol without a size
// (hand-written assembly) that no sized one lies between.
class SymbolIndex
{
public:
    explicit SymbolIndex(Dwfl_Module *module);

    struct Found
    {
        const char *name = nullptr; // the module's string, valid while it is
        std::uint64_t start = 0;
    };
    // Nothing (name null) when no symbol fits.
    Found find(std::uint64_t address) const;

private:
    struct Symbol
    {
        std::uint64_t start;
        std::uint64_t size;
        const char *name;
        std::uint8_t binding; // 3 global, 2 weak, 1 local
    };
    std::vector<Symbol> m_symbols;     // with a size, by start
    std::vector<std::uint64_t> m_ends; // the farthest end among m_symbols[0..i]
    std::vector<Symbol> m_sizeless;    // by start
};

} // namespace hg
