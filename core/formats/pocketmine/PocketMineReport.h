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
    struct Category
    {
        std::string_view name;
        std::optional<std::int64_t> threadId; // FormatVersion 3: " ThreadId: N"
    };
    struct Record
    {
        PocketMineRecordLine line;
        std::uint32_t category = 0;
        qint64 lineNumber = 0;
    };

    std::map<std::string, std::string, std::less<>> metadata; // "# Key value", in file order of keys
    std::vector<Category> categories;
    std::vector<Record> records;
    std::optional<std::int64_t> sampleTimeNs;
    qint64 sampleTimeLine = 0;
    bool treeStyle = false; // records carry RecordId/ParentRecordId
    std::size_t skippedLines = 0;

    std::optional<int> formatVersion() const;
    // Throws ReadError (with a line) for text that is not a timings report.
    static PocketMineReport parse(QByteArrayView text);
};

} // namespace hg
