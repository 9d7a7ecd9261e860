#include "KernelSymbols.h"

#include <QFile>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <numeric>

namespace hg {

namespace {

std::string_view nextField(std::string_view &line)
{
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string_view::npos) {
        line = {};
        return {};
    }
    line.remove_prefix(start);
    const std::size_t end = line.find_first_of(" \t");
    const std::string_view field = line.substr(0, end);
    line.remove_prefix(end == std::string_view::npos ? line.size() : end);
    return field;
}

std::uint32_t store(std::string &text, std::string_view value)
{
    const auto at = std::uint32_t(text.size());
    text.append(value);
    text.push_back('\0');
    return at;
}

} // namespace

KernelSymbols KernelSymbols::load(const QString &path)
{
    QFile file(path);
    // /proc files report size 0: read until the end.
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = file.readAll();
    return parse(std::string_view(text.constData(), std::size_t(text.size())));
}

KernelSymbols KernelSymbols::parse(std::string_view text)
{
    KernelSymbols symbols;
    symbols.m_text.push_back('\0'); // offset 0: no module
    std::vector<std::uint64_t> starts;
    std::vector<Entry> entries;
    std::string_view lastModule;
    std::uint32_t lastModuleAt = 0;
    bool anyAddress = false;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        const std::string_view address = nextField(line);
        const std::string_view type = nextField(line);
        const std::string_view name = nextField(line);
        std::string_view module = nextField(line);
        std::uint64_t start = 0;
        if (name.empty() || type.size() != 1
            || std::from_chars(address.data(), address.data() + address.size(), start, 16).ec != std::errc())
            continue;
        anyAddress = anyAddress || start != 0;
        if (name == "_text" && !symbols.m_textStart)
            symbols.m_textStart = start;
        if (!std::strchr("tTwW", type.front()))
            continue; // data, absolute and other symbols are not code
        if (module.size() > 2 && module.front() == '[' && module.back() == ']')
            module = module.substr(1, module.size() - 2);
        else
            module = {};
        if (!module.empty() && module != lastModule) {
            lastModule = module;
            lastModuleAt = store(symbols.m_text, module);
        }
        starts.push_back(start);
        entries.push_back({store(symbols.m_text, name), module.empty() ? 0 : lastModuleAt});
    }
    if (!anyAddress)
        return {}; // addresses hidden
    std::vector<std::uint32_t> order(starts.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return starts[a] < starts[b]; });
    symbols.m_starts.reserve(order.size());
    symbols.m_entries.reserve(order.size());
    for (std::uint32_t i : order) {
        symbols.m_starts.push_back(starts[i]);
        symbols.m_entries.push_back(entries[i]);
    }
    return symbols;
}

bool KernelSymbols::find(std::uint64_t address, Function &function) const
{
    const auto after = std::upper_bound(m_starts.begin(), m_starts.end(), address);
    if (after == m_starts.begin())
        return false;
    const std::size_t i = std::size_t(after - m_starts.begin()) - 1;
    function.start = m_starts[i];
    function.name = m_text.c_str() + m_entries[i].name;
    function.module = m_text.c_str() + m_entries[i].module;
    return true;
}

QByteArray KernelSymbols::runningBuildId(const QString &notesPath)
{
    QFile file(notesPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray notes = file.readAll();
    // ELF notes: namesz, descsz, type, then name and desc, each padded to 4.
    qsizetype at = 0;
    const auto word = [&](qsizetype offset) {
        std::uint32_t v = 0;
        std::memcpy(&v, notes.constData() + offset, 4);
        return v;
    };
    while (at + 12 <= notes.size()) {
        const std::uint32_t nameSize = word(at), descSize = word(at + 4), type = word(at + 8);
        const qsizetype name = at + 12;
        const qsizetype desc = name + ((qsizetype(nameSize) + 3) & ~qsizetype(3));
        const qsizetype next = desc + ((qsizetype(descSize) + 3) & ~qsizetype(3));
        if (nameSize > std::uint32_t(notes.size()) || descSize > std::uint32_t(notes.size()) || next > notes.size())
            break;
        constexpr std::uint32_t kGnuBuildId = 3; // NT_GNU_BUILD_ID
        if (type == kGnuBuildId && nameSize == 4 && std::memcmp(notes.constData() + name, "GNU", 4) == 0)
            return notes.mid(desc, descSize);
        at = next;
    }
    return {};
}

} // namespace hg
