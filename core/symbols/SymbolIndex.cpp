#include "SymbolIndex.h"

#include <elfutils/libdwfl.h>

#include <algorithm>

namespace hg {

namespace {

std::uint8_t bindingRank(const GElf_Sym &symbol)
{
    switch (GELF_ST_BIND(symbol.st_info)) {
    case STB_GLOBAL: return 3;
    case STB_WEAK: return 2;
    case STB_LOCAL: return 1;
    default: return 0;
    }
}

} // namespace

SymbolIndex::SymbolIndex(Dwfl_Module *module)
{
    const int count = module ? dwfl_module_getsymtab(module) : -1;
    for (int i = 1; i < count; ++i) {
        GElf_Sym symbol;
        GElf_Addr address = 0;
        GElf_Word section = 0;
        const char *name = dwfl_module_getsym_info(module, i, &symbol, &address, &section, nullptr, nullptr);
        const int type = name ? GELF_ST_TYPE(symbol.st_info) : STT_NOTYPE;
        if (!name || !*name || symbol.st_shndx == SHN_UNDEF || type == STT_SECTION || type == STT_FILE
            || type == STT_TLS)
            continue;
        (symbol.st_size ? m_symbols : m_sizeless).push_back({address, symbol.st_size, name, bindingRank(symbol)});
    }
    const auto byStart = [](const Symbol &a, const Symbol &b) { return a.start < b.start; };
    std::stable_sort(m_symbols.begin(), m_symbols.end(), byStart);
    std::stable_sort(m_sizeless.begin(), m_sizeless.end(), byStart);
    m_ends.reserve(m_symbols.size());
    std::uint64_t farthest = 0;
    for (const Symbol &s : m_symbols)
        m_ends.push_back(farthest = std::max(farthest, s.start + s.size));
}

SymbolIndex::Found SymbolIndex::find(std::uint64_t address) const
{
    const auto byAddress = [](std::uint64_t a, const Symbol &s) { return a < s.start; };
    // The symbols that hold the address start at or before it; walking back
    // stops where none before could reach it.
    const Symbol *best = nullptr;
    const auto better = [&best](const Symbol &s) {
        if (!best)
            return true;
        const bool global = s.binding >= 2, bestGlobal = best->binding >= 2;
        if (global != bestGlobal)
            return global;
        if (s.start != best->start)
            return s.start > best->start;
        if (s.binding != best->binding)
            return s.binding > best->binding;
        return s.size < best->size;
    };
    auto i = std::size_t(std::upper_bound(m_symbols.begin(), m_symbols.end(), address, byAddress) - m_symbols.begin());
    std::uint64_t reach = 0; // the end of the sized symbols before the address
    if (i > 0)
        reach = m_ends[i - 1];
    while (i > 0 && m_ends[i - 1] > address) {
        const Symbol &s = m_symbols[--i];
        if (address - s.start < s.size && better(s))
            best = &s;
    }
    if (best)
        return {best->name, best->start};
    // A sizeless label, if no sized symbol ends between it and the address.
    const auto j = std::upper_bound(m_sizeless.begin(), m_sizeless.end(), address, byAddress);
    if (j == m_sizeless.begin())
        return {};
    const Symbol &label = *std::prev(j);
    if (label.start < reach)
        return {};
    return {label.name, label.start};
}

} // namespace hg
