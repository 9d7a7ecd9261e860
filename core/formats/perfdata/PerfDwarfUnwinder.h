#pragma once
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace hg {

class PerfAddressSpaces;
class PerfMappedFiles;
struct PerfSampleRecord;

// The user stacks of `perf record --call-graph dwarf`: each sample's saved
// user registers and copy of the top of its stack, unwound with the shared
// DwflStackWalk over a Dwfl of the process's mapped files as the MMAP
// records have placed them so far. Reads outside the stack copy come from
// the mapped files (code, read-only data).
class PerfDwarfUnwinder
{
    Q_DECLARE_TR_FUNCTIONS(PerfDwarfUnwinder)
public:
    static constexpr std::size_t kMaxDepth = 256;

    // `arch`: the recording machine's (uname -m, from the header); only this
    // machine's register layout can be unwound. `regsMask`: the attribute's
    // sample_regs_user, which registers a sample holds.
    PerfDwarfUnwinder(PerfAddressSpaces &spaces, PerfMappedFiles &files, const QString &arch);
    ~PerfDwarfUnwinder();

    // Why no sample can be unwound here (another architecture), or empty.
    QString unsupportedReason() const { return m_unsupported; }

    // The user frames of a sample in address space `space`, leaf first,
    // appended to `out`. False when there was nothing to unwind (a kernel
    // thread, no registers) or the walk found no frame.
    bool unwind(std::uint32_t space, const PerfSampleRecord &sample, std::uint64_t regsMask,
                std::vector<std::uint64_t> &out);
    // The process of `space` has gone (or exec'd): its Dwfl can go too.
    void release(std::uint32_t space);

private:
    struct Space;
    Space *spaceFor(std::uint32_t space);

    PerfAddressSpaces &m_spaces;
    PerfMappedFiles &m_files;
    QString m_unsupported;
    std::unordered_map<std::uint32_t, std::unique_ptr<Space>> m_dwfls;
    std::vector<std::uint64_t> m_walked;
};

} // namespace hg
