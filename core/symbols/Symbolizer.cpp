#include "Symbolizer.h"

#include "SymbolIndex.h"

#include <QFileInfo>

#include <cxxabi.h>
#include <elfutils/libdwfl.h>

#include <cstdlib>

namespace hg {

Symbolizer::Symbolizer(Dwfl *dwfl, QString executable, FunctionSink sink, LineSink lineSink)
    : m_dwfl(dwfl), m_sink(std::move(sink)), m_lineSink(std::move(lineSink)), m_executable(std::move(executable))
{
}

Dwfl_Module *Symbolizer::moduleAt(std::uint64_t address) const
{
    return m_dwfl ? dwfl_addrmodule(m_dwfl, address) : nullptr;
}

const SymbolIndex &Symbolizer::symbolsOf(Dwfl_Module *module) const
{
    std::unique_ptr<SymbolIndex> &index = m_symbols[module];
    if (!index)
        index = std::make_unique<SymbolIndex>(module);
    return *index;
}

void Symbolizer::retryUnknownAddresses()
{
    m_symbols.clear(); // a module may have gone, and another come at its address
    for (std::uint64_t address : m_unknownAddresses)
        m_byAddress.erase(address);
    m_unknownAddresses.clear();
}

QString Symbolizer::demangle(const char *symbol)
{
    // "__libc_start_main@@GLIBC_2.34": the version is not part of the name.
    const std::string_view versioned(symbol);
    const std::string plainSymbol(versioned.substr(0, versioned.find('@')));
    symbol = plainSymbol.c_str();
    int status = 0;
    char *plain = abi::__cxa_demangle(symbol, nullptr, nullptr, &status);
    if (status != 0 || !plain)
        return QString::fromUtf8(symbol);
    QString name = QString::fromUtf8(plain);
    std::free(plain);
    return name;
}

QString Symbolizer::moduleName(Dwfl_Module *module)
{
    const char *name = dwfl_module_info(module, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr);
    const QString text = QString::fromUtf8(name ? name : "");
    if (text.startsWith(QLatin1String("[vdso")))
        return QStringLiteral("[vdso]");
    return QFileInfo(text).fileName();
}

std::uint32_t Symbolizer::functionAt(std::uint64_t address)
{
    if (auto known = m_byAddress.find(address); known != m_byAddress.end())
        return known->second;
    bool owesLine = false;
    const SampledFunction function = describe(address, owesLine);
    if (function.module.isEmpty())
        m_unknownAddresses.push_back(address);
    // Identity: the function's start, or the bare address when unknown.
    auto [slot, added] = m_bySymbol.try_emplace(function.address, 0);
    if (added) {
        slot->second = m_sink(function);
        if (owesLine)
            m_owedLines.push_back({slot->second, function.address});
    }
    m_byAddress.emplace(address, slot->second);
    return slot->second;
}

SampledFunction Symbolizer::describe(std::uint64_t address, bool &owesLine) const
{
    SampledFunction function;
    function.address = address;
    Dwfl_Module *module = moduleAt(address);
    if (!module) {
        function.name = QStringLiteral("0x%1").arg(address, 0, 16);
        return function;
    }
    Dwarf_Addr moduleStart = 0;
    const char *path = dwfl_module_info(module, nullptr, &moduleStart, nullptr, nullptr, nullptr, nullptr, nullptr);
    function.module = moduleName(module);
    function.inApp = path && !m_executable.isEmpty() && QString::fromUtf8(path) == m_executable;

    const SymbolIndex::Found symbol = symbolsOf(module).find(address);
    if (!symbol.name) {
        function.name = QStringLiteral("%1+0x%2").arg(function.module).arg(address - moduleStart, 0, 16);
        return function;
    }
    function.name = demangle(symbol.name);
    function.address = symbol.start;
    if (function.inApp)
        findSource(module, function);
    else
        owesLine = true;
    return function;
}

void Symbolizer::findSource(Dwfl_Module *module, SampledFunction &function)
{
    // The function's own source line: where its first instruction comes from.
    if (Dwfl_Line *line = dwfl_module_getsrc(module, function.address)) {
        int lineNumber = 0;
        if (const char *file = dwfl_lineinfo(line, nullptr, &lineNumber, nullptr, nullptr, nullptr)) {
            function.file = QString::fromUtf8(file);
            function.line = std::uint32_t(std::max(lineNumber, 0));
        }
    }
}

void Symbolizer::addOwedLines()
{
    for (const OwedLine &owed : m_owedLines) {
        SampledFunction function;
        function.address = owed.start;
        if (Dwfl_Module *module = moduleAt(owed.start))
            findSource(module, function);
        if (!function.file.isEmpty())
            m_lineSink(owed.id, function.file, function.line);
    }
    m_owedLines.clear();
}

} // namespace hg
