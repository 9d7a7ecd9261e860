#include "PocketMineReport.h"

#include "formats/JsonText.h"
#include "io/ReadError.h"
#include "model/Time.h"

#include <limits>

namespace hg {

namespace {

// Times become picoseconds in a 64-bit integer (106 days).
constexpr std::int64_t kMaxTimeNs = std::numeric_limits<std::int64_t>::max() / kPsPerNs;

std::string_view trimmedRight(std::string_view s)
{
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace

std::optional<int> PocketMineReport::formatVersion() const
{
    const auto it = metadata.find("FormatVersion");
    if (it == metadata.end())
        return std::nullopt;
    const auto v = json::intFromText(it->second);
    return v ? std::optional<int>(int(*v)) : std::nullopt;
}

PocketMineReport PocketMineReport::parse(QByteArrayView bytes)
{
    PocketMineReport report;
    const std::string_view all(bytes.data(), std::size_t(bytes.size()));
    std::size_t pos = 0;
    qint64 lineNumber = 0;
    bool inSpigotConfig = false;
    while (pos < all.size()) {
        const std::size_t end = std::min(all.find('\n', pos), all.size());
        const std::string_view line = trimmedRight(all.substr(pos, end - pos));
        pos = end + 1;
        ++lineNumber;
        if (line.empty())
            continue;
        // Spigot reports end with their configuration as XML-ish text.
        if (line.starts_with("<spigotConfig>"))
            inSpigotConfig = true;
        if (inSpigotConfig) {
            if (line.find("</spigotConfig>") != std::string_view::npos)
                inSpigotConfig = false;
            continue;
        }
        if (lineNumber == 1 && (line.front() == '{' || line.front() == '['))
            throw ReadError(tr("this is JSON (an Aikar/Paper timings v2 report?), not a PocketMine-MP timings report; paste-style text reports are supported, timings v2 JSON is not"), 0, 1);
        if (line.starts_with("# ")) {
            const std::string_view rest = line.substr(2);
            const std::size_t space = rest.find(' ');
            report.metadata[std::string(rest.substr(0, space))] = std::string(space == std::string_view::npos ? std::string_view() : rest.substr(space + 1));
            continue;
        }
        if (line.starts_with("Sample time ")) {
            const std::string_view rest = line.substr(12);
            const auto ns = json::intFromText(rest.substr(0, rest.find(' ')));
            if (!ns || *ns <= 0)
                throw ReadError(tr("the \"Sample time\" line does not hold a time in nanoseconds"), -1, lineNumber);
            if (*ns > kMaxTimeNs)
                throw ReadError(tr("the sample time %1 ns is longer than a profile can hold (106 days)").arg(*ns), -1, lineNumber);
            report.sampleTimeNs = ns;
            report.sampleTimeLine = lineNumber;
            continue;
        }
        if (line.starts_with("Total time ") || line.starts_with("Total ")) // Spigot v1 summaries
            continue;
        if (line.starts_with("    ") || line.starts_with("\t")) {
            std::string_view body = line;
            while (!body.empty() && (body.front() == ' ' || body.front() == '\t'))
                body.remove_prefix(1);
            const auto record = PocketMineRecordLine::parse(body);
            if (!record) {
                ++report.skippedLines;
                continue;
            }
            if (record->timeNs < 0 || record->timeNs > kMaxTimeNs)
                throw ReadError(tr("the timer's time %1 ns is negative or longer than a profile can hold (106 days)").arg(record->timeNs), -1, lineNumber);
            if (report.categories.empty())
                report.categories.push_back({"Minecraft", std::nullopt});
            report.treeStyle = report.treeStyle || record->hasTreeFields;
            report.records.push_back({*record, std::uint32_t(report.categories.size() - 1), lineNumber});
            continue;
        }
        // A category line; FormatVersion 3 adds " ThreadId: N".
        Category category{line, std::nullopt};
        if (const std::size_t at = line.rfind(" ThreadId: "); at != std::string_view::npos) {
            if (const auto id = json::intFromText(line.substr(at + 11))) {
                category.name = line.substr(0, at);
                category.threadId = id;
            }
        }
        if (PocketMineRecordLine::parse(line)) // a record without indentation: not a report we know
            throw ReadError(tr("a timer record must be indented under a category: \"%1\"").arg(text(line.substr(0, 80))), -1, lineNumber);
        report.categories.push_back(category);
    }
    if (report.records.empty())
        throw ReadError(tr("not a PocketMine-MP timings report: no timer records (\"Name Time: N Count: N Avg: N Violations: N\") found"), 0, 1);
    if (!report.sampleTimeNs)
        throw ReadError(tr("the report has no \"Sample time\" line; it is needed to compute TPS and load (is the file cut short?)"), -1, lineNumber);
    return report;
}

} // namespace hg
