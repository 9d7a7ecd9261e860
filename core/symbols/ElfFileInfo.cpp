#include "ElfFileInfo.h"

#include <QFile>

#include <algorithm>

#include <elfutils/libdwelf.h>
#include <gelf.h>
#include <libelf.h>

#include <fcntl.h>
#include <unistd.h>

namespace hg {

namespace {

// elf_version() must be called once before any other libelf call.
bool libelfReady()
{
    static const bool ready = elf_version(EV_CURRENT) != EV_NONE;
    return ready;
}

} // namespace

std::optional<ElfFileInfo> ElfFileInfo::read(const QString &path)
{
    if (!libelfReady())
        return std::nullopt;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    std::optional<ElfFileInfo> info;
    if (Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, nullptr)) {
        GElf_Ehdr header;
        size_t count = 0;
        if (elf_kind(elf) == ELF_K_ELF && gelf_getehdr(elf, &header) && elf_getphdrnum(elf, &count) == 0) {
            info.emplace();
            info->fixedAddress = header.e_type == ET_EXEC;
            for (size_t i = 0; i < count; ++i) {
                GElf_Phdr segment;
                if (gelf_getphdr(elf, int(i), &segment) && segment.p_type == PT_LOAD)
                    info->segments.push_back({segment.p_vaddr, segment.p_offset, segment.p_filesz, segment.p_memsz,
                                              (segment.p_flags & PF_X) != 0});
            }
            const void *bits = nullptr;
            const ssize_t length = dwelf_elf_gnu_build_id(elf, &bits);
            if (length > 0 && bits)
                info->buildId = QByteArray(static_cast<const char *>(bits), qsizetype(length));
        }
        elf_end(elf);
    }
    ::close(fd);
    return info;
}

std::optional<std::uint64_t> ElfFileInfo::loadBias(std::uint64_t address, std::uint64_t fileOffset) const
{
    if (fixedAddress)
        return 0;
    // The segment whose file bytes hold the mapped offset; its page-aligned
    // start may lie a little before p_offset, in the page of the segment
    // before it. Recordings keep the executable mappings, so an executable
    // segment is taken first (linkers such as lld shift segments apart).
    constexpr std::uint64_t kPage = 4096;
    for (const bool executable : {true, false}) {
        for (const Segment &segment : segments) {
            const std::uint64_t first = segment.offset & ~(kPage - 1);
            if (segment.executable != executable || fileOffset < first
                || fileOffset >= segment.offset + std::max<std::uint64_t>(segment.fileSize, 1))
                continue;
            // address = bias + vaddr + (fileOffset - offset)
            return address - segment.vaddr - fileOffset + segment.offset;
        }
    }
    return std::nullopt;
}

} // namespace hg
