#include "PerfDwarfUnwinder.h"

#include "PerfAddressSpaces.h"
#include "PerfMappedFiles.h"
#include "PerfSampleRecord.h"
#include "symbols/DwflStackWalk.h"
#include "symbols/RecordedModules.h"

#include <array>
#include <bit>
#include <cstring>

#include <sys/types.h>

namespace hg {

namespace {

// perf's user register numbering (arch/*/include/uapi/asm/perf_regs.h)
// against DWARF's, which libdwfl takes: -1 = not a DWARF register here.
#if defined(__x86_64__)
constexpr char kArch[] = "x86_64";
constexpr std::size_t kDwarfRegisters = 17; // rax..r15, and the return address column
constexpr int kPerfSp = 7;
constexpr int kPerfIp = 8;
// AX BX CX DX SI DI BP SP IP FLAGS CS SS DS ES FS GS R8..R15
constexpr std::array<int, 24> kPerfToDwarf = {0, 3, 2, 1, 4, 5, 6, 7, 16, -1, -1, -1, -1, -1, -1, -1,
                                              8, 9, 10, 11, 12, 13, 14, 15};
#elif defined(__aarch64__)
constexpr char kArch[] = "aarch64";
constexpr std::size_t kDwarfRegisters = 32; // x0..x30, sp
constexpr int kPerfSp = 31;
constexpr int kPerfIp = 32;
constexpr std::array<int, 33> kPerfToDwarf = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16,
                                              17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, -1};
#else
constexpr char kArch[] = "";
constexpr std::size_t kDwarfRegisters = 0;
constexpr int kPerfSp = -1;
constexpr int kPerfIp = -1;
constexpr std::array<int, 0> kPerfToDwarf = {};
#endif

// A sample's registers and stack copy as the walk reads them.
class SampleState final : public UnwindState
{
public:
    SampleState(const RecordedModules &modules, std::string_view stack) : m_modules(modules), m_stack(stack) {}

    std::array<std::uint64_t, kDwarfRegisters> values{};
    std::uint64_t ip = 0;
    std::uint64_t sp = 0;

    std::span<const std::uint64_t> registers() const override { return values; }
    std::uint64_t pc() const override { return ip; }
    bool read(std::uint64_t address, std::uint64_t *value) override
    {
        if (address >= sp && address - sp <= m_stack.size() && m_stack.size() - (address - sp) >= sizeof *value) {
            std::memcpy(value, m_stack.data() + (address - sp), sizeof *value);
            return true;
        }
        return m_modules.read(address, value);
    }

private:
    const RecordedModules &m_modules;
    std::string_view m_stack;
};

} // namespace

struct PerfDwarfUnwinder::Space
{
    RecordedModules modules;
    std::unique_ptr<DwflStackWalk> walk;
    std::size_t reported = 0; // mappings of the space's history looked at
    bool failed = false;      // libdwfl would not walk this space
};

PerfDwarfUnwinder::PerfDwarfUnwinder(PerfAddressSpaces &spaces, PerfMappedFiles &files, const QString &arch)
    : m_spaces(spaces), m_files(files)
{
    if (kDwarfRegisters == 0)
        m_unsupported = tr("unwinding DWARF call graphs is supported on x86-64 and ARM64 only");
    else if (!arch.isEmpty() && arch != QLatin1String(kArch))
        m_unsupported = tr("the recording was made on %1 and this machine is %2: its DWARF call graphs cannot be "
                           "unwound here")
                            .arg(arch, QLatin1String(kArch));
}

PerfDwarfUnwinder::~PerfDwarfUnwinder() = default;

void PerfDwarfUnwinder::release(std::uint32_t space) { m_dwfls.erase(space); }

PerfDwarfUnwinder::Space *PerfDwarfUnwinder::spaceFor(std::uint32_t id)
{
    std::unique_ptr<Space> &slot = m_dwfls[id];
    if (!slot)
        slot = std::make_unique<Space>();
    Space &space = *slot;
    if (space.failed)
        return nullptr;
    // Report the mappings made since the last look, where their files are here.
    const std::vector<PerfMapping> &history = m_spaces[id].history();
    for (; space.reported < history.size(); ++space.reported) {
        const PerfMapping &mapping = history[space.reported];
        const PerfMappedFiles::File &file = m_files.resolve(mapping.file);
        if (file.local != PerfMappedFiles::Local::Found || !file.elf)
            continue;
        if (const auto bias = file.elf->loadBias(mapping.start, mapping.fileOffset))
            space.modules.report(file.path, file.localPath, *bias);
    }
    if (!space.walk && !space.modules.isEmpty()) {
        space.walk = std::make_unique<DwflStackWalk>(space.modules.dwfl(), pid_t(m_spaces.pidOf(id)));
        if (!space.walk->isValid())
            space.failed = true;
    }
    return space.walk && !space.failed ? &space : nullptr;
}

bool PerfDwarfUnwinder::unwind(std::uint32_t spaceId, const PerfSampleRecord &sample, std::uint64_t regsMask,
                               std::vector<std::uint64_t> &out)
{
    if (!m_unsupported.isEmpty() || sample.regsAbi == 0 || sample.regCount() != std::size_t(std::popcount(regsMask)))
        return false;
    Space *space = spaceFor(spaceId);
    if (!space)
        return false;
    SampleState state(space->modules, sample.stack);
    // The values come in the order of the mask's bits, lowest first.
    std::size_t value = 0;
    bool hasIp = false, hasSp = false;
    for (int bit = 0; bit < 64; ++bit) {
        if (!(regsMask >> bit & 1))
            continue;
        const std::uint64_t v = sample.regAt(value++);
        if (bit == kPerfIp) {
            state.ip = v;
            hasIp = true;
        }
        if (bit == kPerfSp) {
            state.sp = v;
            hasSp = true;
        }
        if (std::size_t(bit) < kPerfToDwarf.size() && kPerfToDwarf[std::size_t(bit)] >= 0
            && std::size_t(kPerfToDwarf[std::size_t(bit)]) < kDwarfRegisters)
            state.values[std::size_t(kPerfToDwarf[std::size_t(bit)])] = v;
    }
    if (!hasIp || !hasSp)
        return false;
    space->walk->walk(pid_t(sample.tid), state, m_walked, kMaxDepth);
    out.insert(out.end(), m_walked.begin(), m_walked.end());
    return !m_walked.empty();
}

} // namespace hg
