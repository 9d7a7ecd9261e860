#include "RecordedModules.h"

#include <QFile>

#include <elfutils/libdwfl.h>
#include <gelf.h>

#include <cstring>

namespace hg {

namespace {

char *debugInfoPath = nullptr;

const Dwfl_Callbacks kCallbacks = {
    dwfl_build_id_find_elf,
    dwfl_standard_find_debuginfo,
    dwfl_offline_section_address,
    &debugInfoPath,
};

} // namespace

RecordedModules::RecordedModules() : m_dwfl(dwfl_begin(&kCallbacks)) {}

RecordedModules::~RecordedModules()
{
    if (m_dwfl)
        dwfl_end(m_dwfl);
}

bool RecordedModules::report(const QString &name, const QString &path, std::uint64_t bias)
{
    if (!m_dwfl)
        return false;
    // Added to what was reported before; libdwfl keeps those modules.
    dwfl_report_begin_add(m_dwfl);
    const Dwfl_Module *module = dwfl_report_elf(m_dwfl, name.toUtf8().constData(),
                                                QFile::encodeName(path).constData(), -1, bias, true);
    dwfl_report_end(m_dwfl, nullptr, nullptr);
    if (module)
        ++m_modules;
    return module != nullptr;
}

bool RecordedModules::read(std::uint64_t address, std::uint64_t *value) const
{
    Dwfl_Module *module = m_dwfl ? dwfl_addrmodule(m_dwfl, address) : nullptr;
    GElf_Addr bias = 0;
    Elf *elf = module ? dwfl_module_getelf(module, &bias) : nullptr;
    if (!elf)
        return false;
    size_t fileSize = 0;
    const char *file = elf_rawfile(elf, &fileSize);
    size_t count = 0;
    if (!file || elf_getphdrnum(elf, &count) != 0)
        return false;
    const std::uint64_t vaddr = address - bias;
    for (size_t i = 0; i < count; ++i) {
        GElf_Phdr segment;
        if (!gelf_getphdr(elf, int(i), &segment) || segment.p_type != PT_LOAD)
            continue;
        if (vaddr < segment.p_vaddr || vaddr + sizeof *value > segment.p_vaddr + segment.p_filesz)
            continue;
        const std::uint64_t offset = segment.p_offset + (vaddr - segment.p_vaddr);
        if (offset + sizeof *value > fileSize)
            return false;
        std::memcpy(value, file + offset, sizeof *value);
        return true;
    }
    return false;
}

} // namespace hg
