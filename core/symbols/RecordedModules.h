#pragma once
#include <QString>

#include <cstdint>

struct Dwfl;

namespace hg {

// A recorded address space in elfutils: the files a process had mapped
// (perf.data's MMAP records), each reported to a Dwfl at the load bias the
// mapping gives it, found on this machine. Modules may be added as the
// recording goes on; the Dwfl then serves a Symbolizer and DwflStackWalk
// as a live process's does. Debug information is looked up beside each
// file and in the usual directories (/usr/lib/debug, build ids).
class RecordedModules
{
public:
    RecordedModules();
    ~RecordedModules();
    RecordedModules(const RecordedModules &) = delete;
    RecordedModules &operator=(const RecordedModules &) = delete;

    // Reports `path` (shown as `name`) loaded with `bias`; false when
    // libdwfl refuses it (not ELF, overlapping a module reported before).
    bool report(const QString &name, const QString &path, std::uint64_t bias);
    Dwfl *dwfl() const { return m_dwfl; }
    bool isEmpty() const { return m_modules == 0; }
    // The 8 bytes at `address` as the file mapped there holds them (code
    // and read-only data): what an unwinder reads beyond the stack.
    bool read(std::uint64_t address, std::uint64_t *value) const;

private:
    Dwfl *m_dwfl = nullptr;
    int m_modules = 0;
};

} // namespace hg
