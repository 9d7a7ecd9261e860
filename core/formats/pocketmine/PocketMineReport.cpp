#include "PocketMineReport.h"

#include "formats/JsonText.h"
#include "io/ReadError.h"
#include "model/Time.h"
#include "util/HugePages.h"
#include "util/ParallelFor.h"

#include "TimerIndex.h"
#include "util/Utf8Text.h"

#include <algorithm>
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

} // namespace

void PocketMineReport::RecordCounts::add(const PocketMineRecordLine &line)
{
    ++records;
    withTreeFields += line.hasTreeFields ? 1 : 0;
    withTicksAndPeak += line.hasTicksAndPeak ? 1 : 0;
    countedElsewhere += line.countedElsewhere ? 1 : 0;
}

void PocketMineReport::RecordCounts::add(const RecordCounts &other)
{
    records += other.records;
    withTreeFields += other.withTreeFields;
    withTicksAndPeak += other.withTicksAndPeak;
    countedElsewhere += other.countedElsewhere;
}

namespace {

// Timers are numbered in 29 bits (TimerOfRecord).
void checkTimerCount(std::size_t timers)
{
    if (timers > PocketMineReport::TimerOfRecord::kMaxTimers)
        throw ReadError(PocketMineReport::tr("the report has more than %1 different timers").arg(PocketMineReport::TimerOfRecord::kMaxTimers));
}

} // namespace

std::optional<int> PocketMineReport::formatVersion() const
{
    const auto it = metadata.find("FormatVersion");
    if (it == metadata.end())
        return std::nullopt;
    const auto v = json::intFromText(it->second);
    return v ? std::optional<int>(int(*v)) : std::nullopt;
}

// One stretch of a report's lines (whole lines), parsed on its own: its
// metadata, categories and records, or the first error in it. Records
// before the stretch's first category line belong to the category before
// the stretch (kInherited) unless it is the first.
class PocketMineReport::Chunk
{
public:
    static constexpr std::uint32_t kInherited = std::numeric_limits<std::uint32_t>::max();

    std::vector<std::pair<std::string_view, std::string_view>> metadata;
    std::vector<Category> categories;
    std::vector<Record> records;
    std::vector<TimerOfRecord> timerOf; // alongside records
    std::vector<Timer> timers;          // categories as in `categories` (or kInherited)
    RecordCounts inheritedCounts;       // of the records under kInherited
    std::optional<std::int64_t> sampleTimeNs;
    qint64 sampleTimeLine = 0;
    bool treeStyle = false;
    std::size_t skippedLines = 0;
    qint64 lines = 0;
    bool endsInSpigotConfig = false;
    std::optional<ReadError> error; // its line counted within the stretch

    void parse(std::string_view text, bool first, bool inSpigotConfig)
    {
        try {
            parseLines(text, first, inSpigotConfig);
        } catch (const ReadError &e) {
            error = e;
        }
    }

private:
    void parseLines(std::string_view all, bool first, bool inSpigotConfig)
    {
        // A line takes about the same room whatever its part of the report;
        // the records' pages come in 2 MiB at a time (a fault each 4 KiB
        // was a tenth of the parse).
        reserveOnHugePages(records, all.size() / 150 + 16);
        reserveOnHugePages(timerOf, records.capacity());
        std::size_t pos = 0;
        qint64 &lineNumber = lines;
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
            if (first && lineNumber == 1 && (line.front() == '{' || line.front() == '['))
                throw ReadError(tr("this is JSON (an Aikar/Paper timings v2 report?), not a PocketMine-MP timings report; paste-style text reports are supported, timings v2 JSON is not"), 0, 1);
            if (line.starts_with("# ")) {
                const std::string_view rest = line.substr(2);
                const std::size_t space = rest.find(' ');
                metadata.emplace_back(rest.substr(0, space), space == std::string_view::npos ? std::string_view() : rest.substr(space + 1));
                continue;
            }
            if (line.starts_with("Sample time ")) {
                const std::string_view rest = line.substr(12);
                const auto ns = json::intFromText(rest.substr(0, rest.find(' ')));
                if (!ns || *ns <= 0)
                    throw ReadError(tr("the \"Sample time\" line does not hold a time in nanoseconds"), -1, lineNumber);
                if (*ns > kMaxTimeNs)
                    throw ReadError(tr("the sample time %1 ns is longer than a profile can hold (106 days)").arg(*ns), -1, lineNumber);
                sampleTimeNs = ns;
                sampleTimeLine = lineNumber;
                continue;
            }
            if (line.starts_with("Total time ") || line.starts_with("Total ")) // Spigot v1 summaries
                continue;
            if (line.starts_with("    ") || line.starts_with("\t")) {
                std::string_view body = line;
                while (!body.empty() && (body.front() == ' ' || body.front() == '\t'))
                    body.remove_prefix(1);
                const auto parsed = PocketMineRecordLine::parse(body);
                if (!parsed) {
                    ++skippedLines;
                    continue;
                }
                if (parsed->timeNs < 0 || parsed->timeNs > kMaxTimeNs)
                    throw ReadError(tr("the timer's time %1 ns is negative or longer than a profile can hold (106 days)").arg(parsed->timeNs), -1, lineNumber);
                if (categories.empty() && first)
                    categories.push_back({"Minecraft", std::nullopt, {}});
                treeStyle = treeStyle || parsed->hasTreeFields;
                const std::uint32_t category = categories.empty() ? kInherited : std::uint32_t(categories.size() - 1);
                records.push_back(recordOf(*parsed, category));
                timerOf.push_back(timerOfRecord(*parsed, category));
                (category == kInherited ? inheritedCounts : categories[category].counts).add(*parsed);
                continue;
            }
            // A category line; FormatVersion 3 adds " ThreadId: N".
            Category category{line, std::nullopt, {}};
            if (const std::size_t at = line.rfind(" ThreadId: "); at != std::string_view::npos) {
                if (const auto id = json::intFromText(line.substr(at + 11))) {
                    category.name = line.substr(0, at);
                    category.threadId = id;
                }
            }
            if (PocketMineRecordLine::parse(line)) // a record without indentation: not a report we know
                throw ReadError(tr("a timer record must be indented under a category: \"%1\"").arg(fromUtf8(line.substr(0, 80))), -1, lineNumber);
            categories.push_back(category);
        }
        endsInSpigotConfig = inSpigotConfig;
    }

    TimerOfRecord timerOfRecord(const PocketMineRecordLine &line, std::uint32_t category)
    {
        TimerOfRecord t;
        t.bits = timerNamed(line, category) | (line.hasTreeFields ? TimerOfRecord::kTreeFields : 0)
            | (line.hasTicksAndPeak ? TimerOfRecord::kTicksAndPeak : 0) | (line.countedElsewhere ? TimerOfRecord::kCountedElsewhere : 0);
        return t;
    }

    // The record's timer, added when new. Records of one timer share its
    // id: seen before with the same name, no text is hashed.
    std::uint32_t timerNamed(const PocketMineRecordLine &line, std::uint32_t category)
    {
        if (!line.hasTreeFields)
            return timerByName(line.name, category);
        std::uint32_t &byId = m_timerIndex.ofId(line.timerId, category);
        if (byId == TimerIndex::kNone || timers[byId].name != line.name)
            byId = timerByName(line.name, category);
        return byId;
    }

    std::uint32_t timerByName(std::string_view name, std::uint32_t category)
    {
        const std::uint32_t timer = m_timerIndex.named(timers, name, category);
        checkTimerCount(timers.size());
        return timer;
    }

    TimerIndex m_timerIndex;

    static Record recordOf(const PocketMineRecordLine &line, std::uint32_t category)
    {
        if (line.name.size() > std::numeric_limits<std::uint32_t>::max())
            throw ReadError(tr("a timer's name is longer than 4 GB"));
        Record r;
        r.nameData = line.name.data();
        r.nameSize = std::uint32_t(line.name.size());
        r.category = category;
        r.timeNs = line.timeNs;
        r.count = line.count;
        r.violations = line.violations;
        r.recordId = line.recordId;
        r.hasParent = line.parentRecordId.has_value();
        r.parentRecordId = line.parentRecordId.value_or(0);
        r.timerId = line.timerId;
        r.ticks = line.ticks;
        r.peakNs = line.peakNs;
        r.countedElsewhere = line.countedElsewhere;
        r.hasTreeFields = line.hasTreeFields;
        r.hasTicksAndPeak = line.hasTicksAndPeak;
        return r;
    }
};

namespace {

// Below this a report is parsed in one piece (the second thread would not pay).
constexpr std::size_t kSplitBytes = 4 << 20;

} // namespace

qint64 PocketMineReport::lineOf(const Record &record) const
{
    return qint64(std::count(m_text.data(), record.nameData, '\n')) + 1;
}

PocketMineReport PocketMineReport::parse(QByteArrayView bytes)
{
    const std::string_view all(bytes.data(), std::size_t(bytes.size()));
    // Two stretches split at a line end near the middle, parsed at once; the
    // second again, from its start, if the first ends inside Spigot's
    // configuration (where lines are not records).
    std::size_t split = all.size();
    if (all.size() >= kSplitBytes) {
        const std::size_t lineEnd = all.find('\n', all.size() / 2);
        split = lineEnd == std::string_view::npos ? all.size() : lineEnd + 1;
    }
    Chunk chunks[2];
    parallelFor(split < all.size() ? 2 : 1, [&](std::size_t i) {
        if (i == 0)
            chunks[0].parse(all.substr(0, split), true, false);
        else
            chunks[1].parse(all.substr(split), false, false);
    });
    if (!chunks[0].error && chunks[0].endsInSpigotConfig && split < all.size()) {
        chunks[1] = Chunk();
        chunks[1].parse(all.substr(split), false, true);
    }
    if (chunks[0].error)
        throw *chunks[0].error;
    if (chunks[1].error)
        throw ReadError(chunks[1].error->message(), chunks[1].error->offset(), chunks[1].error->line() + chunks[0].lines);

    PocketMineReport report;
    report.m_text = all;
    TimerIndex timerIndex; // the report's timers
    for (Chunk &chunk : chunks) {
        const bool second = &chunk != &chunks[0];
        for (const auto &[key, value] : chunk.metadata)
            report.metadata[std::string(key)] = std::string(value);
        if (chunk.records.empty() && chunk.categories.empty() && !chunk.sampleTimeNs && !chunk.skippedLines)
            continue;
        // The second stretch's records before its first category line are
        // under the first stretch's last category (the default one if none).
        const std::uint32_t shift = std::uint32_t(report.categories.size());
        std::uint32_t inherited = shift - 1;
        if (second && shift == 0 && !chunk.records.empty() && chunk.records.front().category == Chunk::kInherited) {
            report.categories.push_back({"Minecraft", std::nullopt, {}});
            inherited = 0;
        }
        if (chunk.inheritedCounts.records)
            report.categories[inherited].counts.add(chunk.inheritedCounts);
        const std::uint32_t offset = std::uint32_t(report.categories.size());
        report.categories.insert(report.categories.end(), chunk.categories.begin(), chunk.categories.end());
        const auto categoryOf = [&](std::uint32_t c) { return c == Chunk::kInherited ? inherited : c + offset; };
        // The stretch's timers as the report's: the same name in the same
        // category is one timer. The first stretch's keep their numbers.
        std::vector<std::uint32_t> timerAs(chunk.timers.size());
        for (std::uint32_t t = 0; t < chunk.timers.size(); ++t)
            timerAs[t] = timerIndex.named(report.timers, chunk.timers[t].name, categoryOf(chunk.timers[t].category));
        checkTimerCount(report.timers.size());
        const bool renumbered = second;
        for (std::size_t i = 0; i < chunk.records.size(); ++i) {
            Record &r = chunk.records[i];
            r.category = categoryOf(r.category);
            if (renumbered)
                chunk.timerOf[i].bits = timerAs[chunk.timerOf[i].timer()] | chunk.timerOf[i].flags();
        }
        if (chunk.sampleTimeNs) {
            report.sampleTimeNs = chunk.sampleTimeNs;
            report.sampleTimeLine = chunk.sampleTimeLine + (second ? chunks[0].lines : 0);
        }
        report.treeStyle = report.treeStyle || chunk.treeStyle;
        report.skippedLines += chunk.skippedLines;
        if (!chunk.records.empty()) {
            report.m_firstOfLastPart = report.recordCount();
            report.m_parts.push_back(std::move(chunk.records));
            report.m_timerParts.push_back(std::move(chunk.timerOf));
        }
    }
    if (report.recordCount() == 0)
        throw ReadError(tr("not a PocketMine-MP timings report: no timer records (\"Name Time: N Count: N Avg: N Violations: N\") found"), 0, 1);
    if (!report.sampleTimeNs)
        throw ReadError(tr("the report has no \"Sample time\" line; it is needed to compute TPS and load (is the file cut short?)"), -1, chunks[0].lines + chunks[1].lines);
    return report;
}

} // namespace hg
