#pragma once
#include "PocketMineRecordLine.h"

#include <QCoreApplication>
#include <QByteArrayView>
#include <map>
#include <string>
#include <vector>

namespace hg {

// A PocketMine-MP timings report as written: "# Key value" metadata, category
// lines, their records, and the closing "Sample time <ns> (<s>s)" line. Both
// the tree-style reports (FormatVersion 1+, with record ids and parents) and
// the legacy ones (no ids; "** " for time counted elsewhere).
struct PocketMineReport
{
    Q_DECLARE_TR_FUNCTIONS(PocketMineReport)
public:
    // How many records a category lists, and of them how many have each
    // optional field (what the model needs room for).
    struct RecordCounts
    {
        std::size_t records = 0;
        std::size_t withTreeFields = 0;
        std::size_t withTicksAndPeak = 0;
        std::size_t countedElsewhere = 0;

        void add(const PocketMineRecordLine &line);
        void add(const RecordCounts &other);
    };
    struct Category
    {
        std::string_view name;
        std::optional<std::int64_t> threadId; // FormatVersion 3: " ThreadId: N"
        RecordCounts counts;
    };
    // A record's name in its category: what becomes its frame. Each once,
    // found while the text is parsed (on both cores), so building the tree
    // compares no text.
    struct Timer
    {
        std::string_view name;
        std::uint32_t category = 0;
    };
    // A record's timer and optional fields in 4 bytes: the tree is built in
    // an order the file does not have, and this is all that order reads of
    // most records to name them.
    struct TimerOfRecord
    {
        static constexpr std::uint32_t kTreeFields = 1u << 31, kTicksAndPeak = 1u << 30, kCountedElsewhere = 1u << 29;
        static constexpr std::uint32_t kFlags = kTreeFields | kTicksAndPeak | kCountedElsewhere;
        static constexpr std::uint32_t kMaxTimers = kCountedElsewhere;
        std::uint32_t bits = 0;

        std::uint32_t timer() const { return bits & ~kFlags; }
        std::uint32_t flags() const { return bits & kFlags; }
    };
    // A record as kept until the model is built: the line's fields without
    // what the model does not keep (Avg is Time / Count), 88 bytes.
    struct Record
    {
        const char *nameData = nullptr; // into the report's text
        std::uint32_t nameSize = 0;
        std::uint32_t category = 0;
        std::int64_t timeNs = 0;
        std::uint64_t count = 0;
        std::uint64_t violations = 0;
        std::uint64_t recordId = 0;
        std::uint64_t parentRecordId = 0; // when hasParent
        std::uint64_t timerId = 0;
        std::uint64_t ticks = 0;
        std::int64_t peakNs = 0;
        bool countedElsewhere = false;
        bool hasTreeFields = false;
        bool hasParent = false; // a ParentRecordId other than "none"
        bool hasTicksAndPeak = false;

        std::string_view name() const { return {nameData, nameSize}; }
        std::optional<std::uint64_t> parent() const { return hasParent ? std::optional(parentRecordId) : std::nullopt; }
    };

    std::map<std::string, std::string, std::less<>> metadata; // "# Key value", in file order of keys
    std::vector<Category> categories;
    std::vector<Timer> timers;
    std::optional<std::int64_t> sampleTimeNs;
    qint64 sampleTimeLine = 0;
    bool treeStyle = false; // records carry RecordId/ParentRecordId
    std::size_t skippedLines = 0;

    std::size_t recordCount() const { return m_parts.empty() ? 0 : m_firstOfLastPart + m_parts.back().size(); }
    const Record &record(std::size_t i) const
    {
        return m_parts.size() < 2 || i < m_parts[0].size() ? m_parts[0][i] : m_parts[1][i - m_parts[0].size()];
    }
    const TimerOfRecord &timerOf(std::size_t i) const
    {
        return m_timerParts.size() < 2 || i < m_timerParts[0].size() ? m_timerParts[0][i] : m_timerParts[1][i - m_timerParts[0].size()];
    }
    // The 1-based line a record is on, counted again (for an error).
    qint64 lineOf(const Record &record) const;

    std::optional<int> formatVersion() const;
    // Throws ReadError (with a line) for text that is not a timings report.
    // Big reports are parsed in two halves at once.
    static PocketMineReport parse(QByteArrayView text);

private:
    class Chunk;
    // The records of each half of the text as parsed (two parts at most:
    // not copied into one, which would hold them twice for a moment).
    std::vector<std::vector<Record>> m_parts;
    std::vector<std::vector<TimerOfRecord>> m_timerParts; // alongside m_parts
    std::size_t m_firstOfLastPart = 0;
    std::string_view m_text;
};

} // namespace hg
