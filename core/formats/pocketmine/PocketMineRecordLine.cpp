#include "PocketMineRecordLine.h"

#include "formats/JsonText.h"

#include <charconv>
#include <cstring>

namespace hg {

namespace {

// Reads "Label: value" pairs left to right from the fields after the name.
class FieldReader
{
public:
    explicit FieldReader(std::string_view text) : m_text(text) {}

    // The value after `label` ("Count:"), or nullopt if the next word is not it.
    std::optional<std::string_view> next(std::string_view label)
    {
        skipSpaces();
        if (!m_text.starts_with(label))
            return std::nullopt;
        m_text.remove_prefix(label.size());
        skipSpaces();
        const std::size_t end = m_text.find(' ');
        const std::string_view value = m_text.substr(0, end);
        m_text.remove_prefix(end == std::string_view::npos ? m_text.size() : end);
        if (value.empty())
            return std::nullopt;
        return value;
    }
    bool atEnd()
    {
        skipSpaces();
        return m_text.empty();
    }

private:
    void skipSpaces()
    {
        while (!m_text.empty() && (m_text.front() == ' ' || m_text.front() == '\t'))
            m_text.remove_prefix(1);
    }
    std::string_view m_text;
};

template <typename T>
bool number(std::optional<std::string_view> text, T &out)
{
    if (!text)
        return false;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), out);
    return error == std::errc() && end == text->data() + text->size();
}

bool decimal(std::optional<std::string_view> text, double &out)
{
    if (!text)
        return false;
    const auto value = json::doubleFromText(*text);
    if (!value)
        return false;
    out = *value;
    return true;
}

// The fields after the name, or false if `tail` is not a full field list.
bool parseFields(std::string_view tail, PocketMineRecordLine &r)
{
    FieldReader f(tail);
    if (!number(f.next("Time:"), r.timeNs) || !number(f.next("Count:"), r.count))
        return false;
    // Newer reports may leave out Avg (it is Time / Count anyway).
    if (const auto avg = f.next("Avg:"); avg ? !decimal(avg, r.avgNs) : false)
        return false;
    if (!r.avgNs && r.count)
        r.avgNs = double(r.timeNs) / double(r.count);
    if (!number(f.next("Violations:"), r.violations))
        return false;
    if (f.atEnd())
        return true;
    const auto recordId = f.next("RecordId:");
    if (!number(recordId, r.recordId))
        return false;
    const auto parent = f.next("ParentRecordId:");
    if (!parent)
        return false;
    if (*parent != "none") {
        std::uint64_t id = 0;
        if (!number(parent, id))
            return false;
        r.parentRecordId = id;
    }
    if (!number(f.next("TimerId:"), r.timerId))
        return false;
    r.hasTreeFields = true;
    if (f.atEnd())
        return true; // early tree reports: no Ticks and Peak
    r.hasTicksAndPeak = true;
    return number(f.next("Ticks:"), r.ticks) && number(f.next("Peak:"), r.peakNs) && f.atEnd();
}

constexpr std::string_view kTime = " Time: ";

// Where the last kTime that starts at or before `from` is, or npos: what
// std::string_view::rfind(kTime, from) says, found by the label's 'T' from
// the right with memchr's reverse (rfind compares at every byte; this was
// most of the time a record line took).
std::size_t lastTimeLabel(std::string_view line, std::size_t from)
{
    if (line.size() < kTime.size())
        return std::string_view::npos;
    // Starts in [0, starts): their 'T' in [1, starts].
    for (std::size_t starts = std::min(from, line.size() - kTime.size()) + 1; starts > 0;) {
        const auto *t = static_cast<const char *>(memrchr(line.data() + 1, 'T', starts));
        if (!t)
            break;
        const auto at = std::size_t(t - line.data()) - 1;
        if (line.substr(at, kTime.size()) == kTime)
            return at;
        starts = at;
    }
    return std::string_view::npos;
}

} // namespace

std::optional<PocketMineRecordLine> PocketMineRecordLine::parse(std::string_view line)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
        line.remove_suffix(1);
    PocketMineRecordLine r;
    if (line.starts_with("** ")) {
        r.countedElsewhere = true;
        line.remove_prefix(3);
    }
    // The rightmost " Time: " that starts a complete field list ends the name.
    for (std::size_t at = lastTimeLabel(line, line.size()); at != std::string_view::npos; at = at ? lastTimeLabel(line, at - 1) : std::string_view::npos) {
        PocketMineRecordLine candidate = r;
        if (parseFields(line.substr(at + 1), candidate)) {
            candidate.name = line.substr(0, at);
            return candidate;
        }
    }
    return std::nullopt;
}

} // namespace hg
