#pragma once
#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hg {

// The running kernel's functions from /proc/kallsyms (text symbols of the
// kernel and its modules), for the kernel frames of a recording made on
// this machine. Empty when the file cannot be read or hides the addresses
// (kptr_restrict shows them as zeros to unprivileged users).
class KernelSymbols
{
public:
    struct Function
    {
        std::string_view name;
        std::string_view module; // "" for the kernel itself, else the module's name
        std::uint64_t start = 0;
    };

    static KernelSymbols load(const QString &path = QStringLiteral("/proc/kallsyms"));
    // Parses kallsyms text (for tests).
    static KernelSymbols parse(std::string_view text);
    // The GNU build id of the running kernel (/sys/kernel/notes), or empty.
    static QByteArray runningBuildId(const QString &notesPath = QStringLiteral("/sys/kernel/notes"));

    bool isEmpty() const { return m_starts.empty(); }
    // Where _text lies now (KASLR moves it each boot); 0 if not listed.
    std::uint64_t textStart() const { return m_textStart; }
    // The function `address` lies in: the last one starting at or before it.
    // False before the first.
    bool find(std::uint64_t address, Function &function) const;

private:
    struct Entry
    {
        std::uint32_t name = 0;   // offset into m_text, NUL-terminated
        std::uint32_t module = 0; // offset into m_text; 0 = the kernel
    };
    std::vector<std::uint64_t> m_starts; // sorted
    std::vector<Entry> m_entries;        // by m_starts
    std::string m_text;
    std::uint64_t m_textStart = 0;
};

} // namespace hg
