#pragma once
#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace hg {

// What placing an ELF file in a recorded address space needs: its GNU build
// id (to tell whether the file on this machine is the one that ran) and its
// loadable segments (to find where a mapping put it).
struct ElfFileInfo
{
    struct Segment
    {
        std::uint64_t vaddr = 0;
        std::uint64_t offset = 0;
        std::uint64_t fileSize = 0;
        std::uint64_t memorySize = 0;
        bool executable = false;
    };
    QByteArray buildId; // raw bytes; empty when the file has none
    std::vector<Segment> segments;
    bool fixedAddress = false; // ET_EXEC: loaded where it says, whatever the mapping

    // Reads the file's headers; nothing when it cannot be opened or is not ELF.
    static std::optional<ElfFileInfo> read(const QString &path);

    // The load bias of the file when the bytes at `fileOffset` were mapped
    // at `address` (the kernel maps segments at page granularity); nothing
    // when no loadable segment holds that offset.
    std::optional<std::uint64_t> loadBias(std::uint64_t address, std::uint64_t fileOffset) const;
};

} // namespace hg
