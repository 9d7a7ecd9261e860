#include "ProcessDwfl.h"

#include "ProcFs.h"

#include <algorithm>

#include <elfutils/libdwfl.h>

namespace hg {

namespace {

// Debug information is looked up beside the file and in the usual
// directories (/usr/lib/debug, build ids).
char *debugInfoPath = nullptr;

const Dwfl_Callbacks kSymbolCallbacks = {
    dwfl_linux_proc_find_elf,
    dwfl_standard_find_debuginfo,
    nullptr,
    &debugInfoPath,
};

// Unwinding reads .eh_frame, and .debug_frame only from the module's own
// file: a separate debug file (libc6-dbg and the like) has compressed
// sections that libdw inflates all at once, which took most of a short
// recording's CPU, and partly while a thread stood still, for the outermost
// frames that no CFI describes anyway. Names and lines still come from
// there: the symbolizer has its own Dwfl.
int noSeparateDebugInfo(Dwfl_Module *, void **, const char *, Dwarf_Addr, const char *, const char *, GElf_Word,
                        char **)
{
    return -1;
}

const Dwfl_Callbacks kUnwindCallbacks = {
    dwfl_linux_proc_find_elf,
    noSeparateDebugInfo,
    nullptr,
    &debugInfoPath,
};

QString dwflError()
{
    return QString::fromLocal8Bit(dwfl_errmsg(-1));
}

} // namespace

ProcessDwfl::ProcessDwfl(pid_t pid, Use use)
    : m_pid(pid), m_use(use), m_dwfl(dwfl_begin(use == Use::Unwinding ? &kUnwindCallbacks : &kSymbolCallbacks))
{
    if (!m_dwfl) {
        m_error = tr("Cannot start elfutils: %1").arg(dwflError());
        return;
    }
    m_error = reportModules(pid);
    if (m_error.isEmpty() && use == Use::Unwinding)
        loadUnwindTables();
}

ProcessDwfl::~ProcessDwfl()
{
    if (m_dwfl)
        dwfl_end(m_dwfl);
}

QString ProcessDwfl::reportModules(pid_t through)
{
    // A thread that has ended (a leader exiting before its threads) shows an
    // empty map, and reporting nothing would drop every module. Any other
    // live thread of the process serves: `through` was alive when it was
    // picked, but the symbolizer reads later.
    if (!procfs::hasMemoryMap(through)) {
        const std::vector<pid_t> threads = procfs::threadIds(m_pid);
        const auto live = std::find_if(threads.begin(), threads.end(), procfs::hasMemoryMap);
        if (live == threads.end())
            return tr("Cannot read the memory map of process %1: it has no live thread left").arg(m_pid);
        through = *live;
    }
    dwfl_report_begin(m_dwfl);
    const int reported = dwfl_linux_proc_report(m_dwfl, through);
    dwfl_report_end(m_dwfl, nullptr, nullptr);
    if (reported != 0) {
        return tr("Cannot read the memory map of process %1: %2")
            .arg(m_pid)
            .arg(reported > 0 ? QString::fromLocal8Bit(strerror(reported)) : dwflError());
    }
    return {};
}

Dwfl_Module *ProcessDwfl::moduleAt(std::uint64_t address) const
{
    return m_dwfl ? dwfl_addrmodule(m_dwfl, address) : nullptr;
}

void ProcessDwfl::refreshModules(pid_t through)
{
    if (!m_dwfl)
        return;
    ++m_refreshes;
    // On failure the modules known before stay usable.
    if (reportModules(through).isEmpty() && m_use == Use::Unwinding)
        loadUnwindTables();
}

void ProcessDwfl::loadUnwindTables()
{
    // libdwfl opens a module's ELF file and reads its .eh_frame (and, where
    // that has no entry, its .debug_frame) the first time a stack passes
    // through it. Done then, it would keep a thread stopped for
    // milliseconds; done here, it happens while the target runs. Modules
    // already loaded return at once.
    dwfl_getmodules(
        m_dwfl,
        [](Dwfl_Module *module, void **, const char *, Dwarf_Addr, void *) {
            Dwarf_Addr bias = 0;
            dwfl_module_eh_cfi(module, &bias);
            dwfl_module_dwarf_cfi(module, &bias);
            return int(DWARF_CB_OK);
        },
        nullptr, 0);
}

} // namespace hg
