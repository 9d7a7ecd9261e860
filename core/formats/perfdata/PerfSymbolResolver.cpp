#include "PerfSymbolResolver.h"

#include "PerfRecording.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "symbols/KernelSymbols.h"
#include "symbols/RecordedModules.h"
#include "symbols/Symbolizer.h"

#include <QStringList>

#include <sys/utsname.h>

namespace hg {

namespace {

std::string hexOffset(std::string_view base, std::uint64_t offset)
{
    char hex[24];
    const int n = std::snprintf(hex, sizeof hex, "+0x%llx", static_cast<unsigned long long>(offset));
    return std::string(base) + std::string(hex, std::size_t(n));
}

// A kernel module as perf names it: "[ext4]".
std::string bracketed(std::string_view module)
{
    std::string text(1, '[');
    text.append(module);
    text.push_back(']');
    return text;
}

QString listed(const QStringList &names)
{
    constexpr int kShown = 5;
    QString text = names.mid(0, kShown).join(QStringLiteral(", "));
    if (names.size() > kShown)
        text += PerfSymbolResolver::tr(" and %1 more").arg(names.size() - kShown);
    return text;
}

} // namespace

PerfSymbolResolver::PerfSymbolResolver(const PerfRecording &recording, ProfileBuilder &builder,
                                       const ReadContext &context)
    : m_recording(recording), m_builder(builder), m_context(context)
{
}

std::string_view PerfSymbolResolver::keep(std::string text)
{
    m_text.push_back(std::move(text));
    return m_text.back();
}

void PerfSymbolResolver::resolve()
{
    const PerfLocations &locations = m_recording.locations;
    const PerfMappedFiles &files = m_recording.files;
    m_frames.assign(locations.size(), PerfFrame());
    std::vector<std::uint32_t> kernel;
    std::vector<std::vector<std::uint32_t>> byFile(files.size());
    for (std::uint32_t id = 0; id < locations.size(); ++id) {
        const PerfLocations::Location &l = locations[id];
        PerfFrame &f = m_frames[id];
        f.address = l.address;
        switch (l.kind) {
        case PerfLocations::Kind::Kernel: kernel.push_back(id); break;
        case PerfLocations::Kind::Elf: byFile[l.file].push_back(id); break;
        case PerfLocations::Kind::FileOffset:
            f.dso = keep(files[l.file].path);
            f.symbol = keep(hexOffset(files[l.file].name.toStdString(), l.address));
            f.kernel = files[l.file].path == QLatin1String("[vdso]");
            break;
        case PerfLocations::Kind::Anonymous: f.dso = keep(files[l.file].path); break; // named by its address
        case PerfLocations::Kind::Unknown: f.dso = "[unknown]"; break;
        }
    }
    if (!kernel.empty())
        resolveKernel(kernel);
    for (std::uint32_t file = 0; file < byFile.size(); ++file) {
        if (byFile[file].empty())
            continue;
        m_context.checkCancelled();
        resolveFile(file, byFile[file]);
    }

    // Files whose frames could only be given as file+offset, by cause.
    QStringList missing, differing;
    std::vector<bool> used(files.size(), false);
    for (std::uint32_t id = 0; id < locations.size(); ++id)
        if (locations[id].kind == PerfLocations::Kind::FileOffset)
            used[locations[id].file] = true;
    for (std::uint32_t file = 0; file < files.size(); ++file) {
        if (!used[file])
            continue;
        if (files[file].local == PerfMappedFiles::Local::Missing || files[file].local == PerfMappedFiles::Local::NotElf)
            missing << files[file].path;
        else if (files[file].local == PerfMappedFiles::Local::Differs)
            differing << files[file].path;
    }
    if (!missing.isEmpty())
        m_builder.warn(tr("%n file(s) the recording ran are not on this machine, so their frames show as "
                          "file+offset: %1",
                          nullptr, int(missing.size()))
                           .arg(listed(missing)));
    if (!differing.isEmpty())
        m_builder.warn(tr("%n file(s) on this machine differ from the ones recorded (another build id), so their "
                          "frames show as file+offset: %1",
                          nullptr, int(differing.size()))
                           .arg(listed(differing)));
}

void PerfSymbolResolver::resolveKernel(const std::vector<std::uint32_t> &ids)
{
    // kallsyms names this boot's kernel: usable when the recording's is the
    // same (its build id, else its release), moved by the two boots' KASLR
    // offsets.
    const QByteArray running = KernelSymbols::runningBuildId();
    QByteArray recorded;
    for (const PerfMetadata::BuildId &id : m_recording.metadata.buildIds)
        if (id.kernel && id.fileName == QLatin1String("[kernel.kallsyms]"))
            recorded = id.id;
    bool sameKernel = false;
    if (!recorded.isEmpty() && !running.isEmpty()) {
        sameKernel = recorded.startsWith(running);
    } else {
        utsname name{};
        sameKernel = uname(&name) == 0 && !m_recording.metadata.osRelease.isEmpty()
            && m_recording.metadata.osRelease == QString::fromUtf8(name.release);
    }
    const KernelSymbols symbols = sameKernel ? KernelSymbols::load() : KernelSymbols();
    const std::uint64_t recordedText = m_recording.kernelTextAddress;
    const std::uint64_t shift = !symbols.isEmpty() && recordedText && symbols.textStart()
        ? symbols.textStart() - recordedText
        : 0;
    const PerfAddressSpace &kernelSpace = m_recording.spaces[PerfAddressSpaces::kKernel];
    std::size_t unnamed = 0;
    KernelSymbols::Function function;
    for (std::uint32_t id : ids) {
        PerfFrame &f = m_frames[id];
        f.kernel = true;
        const std::uint64_t address = m_recording.locations[id].address;
        if (!symbols.isEmpty() && symbols.find(address + shift, function)) {
            f.symbol = keep(std::string(function.name));
            f.symbolOffset = address + shift - function.start;
            f.dso = function.module.empty() ? std::string_view("[kernel.kallsyms]") : keep(bracketed(function.module));
            continue;
        }
        ++unnamed;
        // As file+offset: the kernel's from _text, a module's from its start.
        const PerfMapping *mapping = kernelSpace.find(address);
        const PerfMappedFiles::File *file = mapping ? &m_recording.files[mapping->file] : nullptr;
        if (file && file->path == QLatin1String("[kernel.kallsyms]") && recordedText) {
            f.dso = "[kernel.kallsyms]";
            f.symbol = keep(hexOffset("[kernel.kallsyms]", address - recordedText));
        } else if (file) {
            f.dso = keep(file->path);
            f.symbol = keep(hexOffset(file->name.toStdString(), address - mapping->start));
        } else {
            f.dso = "[kernel.kallsyms]";
        }
    }
    if (unnamed)
        m_builder.warn(sameKernel
                           ? tr("the kernel's functions cannot be named: /proc/kallsyms is not readable or hides its "
                                "addresses (run as root, or lower kernel.kptr_restrict); kernel frames show as "
                                "[kernel.kallsyms]+offset")
                           : tr("the recording's kernel is not the one running here, so its functions cannot be "
                                "named; kernel frames show as [kernel.kallsyms]+offset"));
}

void PerfSymbolResolver::resolveFile(std::uint32_t fileId, const std::vector<std::uint32_t> &ids)
{
    // The file alone in a Dwfl, where its own addresses are (load bias 0):
    // locations are already relative to it, whatever process mapped it.
    const PerfMappedFiles::File &file = m_recording.files[fileId];
    const std::string_view dso = keep(file.path);
    RecordedModules modules;
    struct Function
    {
        std::string_view name;
        std::string_view source;
        std::uint32_t line = 0;
        std::uint64_t start = 0;
    };
    std::vector<Function> functions;
    bool reported = modules.report(file.path, file.localPath, 0);
    // The program's own functions (here, every one) get their lines at once.
    Symbolizer symbolizer(
        reported ? modules.dwfl() : nullptr, file.path,
        [&](const SampledFunction &f) {
            functions.push_back({keep(f.name), f.file.isEmpty() ? std::string_view() : keep(f.file), f.line, f.address});
            return std::uint32_t(functions.size() - 1);
        },
        [&](std::uint32_t id, const QString &source, std::uint32_t line) {
            functions[id].source = keep(source);
            functions[id].line = line;
        });
    std::vector<std::uint32_t> functionOf(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        functionOf[i] = reported ? symbolizer.functionAt(m_recording.locations[ids[i]].address) : ~0u;
    symbolizer.addOwedLines();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        PerfFrame &f = m_frames[ids[i]];
        f.dso = dso;
        if (functionOf[i] == ~0u) {
            f.symbol = keep(hexOffset(file.name.toStdString(), f.address));
            continue;
        }
        const Function &function = functions[functionOf[i]];
        f.symbol = function.name;
        f.file = function.source;
        f.line = function.line;
        f.symbolOffset = f.address >= function.start ? f.address - function.start : 0;
    }
}

} // namespace hg
