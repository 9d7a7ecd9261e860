#include "PocketMineReader.h"

#include "PocketMineKeys.h"
#include "PocketMineReport.h"
#include "PocketMineTree.h"
#include "formats/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace k = pocketmine::key;

FormatReader PocketMineReader::format()
{
    FormatReader f;
    f.id = QStringLiteral("pocketmine");
    f.displayName = tr("PocketMine-MP timings");
    f.extensions = {QStringLiteral("timings.txt"), QStringLiteral("timings")}; // plain .txt goes by content
    f.probe = &PocketMineReader::probe;
    f.read = &PocketMineReader::read;
    return f;
}

int PocketMineReader::probe(QByteArrayView head)
{
    // Aikar/Paper (Spigot) timings v2 are JSON: claimed here so the user
    // hears what the file is and why it does not open, not a JSON error.
    if (head.trimmed().startsWith('{'))
        return head.contains("\"sampletime\"") || head.contains("\"timingsMaster\"") || head.contains("\"maxplayers\"") ? 50 : 0;
    int score = 0;
    if (head.contains(" Time: ") && head.contains(" Count: ") && head.contains(" Avg: ") && head.contains(" Violations: "))
        score += 60;
    if (head.contains("Full Server Tick") || head.contains("\nMinecraft"))
        score += 20;
    if (head.contains("# FormatVersion") || head.contains("# PocketMine-MP") || head.contains("ParentRecordId: "))
        score += 15;
    return std::min(score, 95);
}

void PocketMineReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const PocketMineReport report = PocketMineReport::parse(data);
    context.checkCancelled();
    bool hasFullTick = false;
    for (const PocketMineReport::Record &r : report.records)
        hasFullTick = hasFullTick || r.line.name == "Full Server Tick";
    if (!hasFullTick)
        throw ReadError(tr("the report has no \"Full Server Tick\" record, so ticks, TPS and load cannot be computed"), 0, 1);

    for (const auto &[key, value] : report.metadata) {
        if (key == "FormatVersion")
            continue;
        std::string_view name = key;
        for (const pocketmine::key::MetadataName &known : pocketmine::key::kMetadataNames)
            if (key == known.inReport)
                name = known.inModel;
        builder.setMetadata(name, value);
    }
    builder.setMetadata(k::kFormatVersion, AttributeValue::fromInt(report.formatVersion().value_or(0)));
    builder.setMetadata(k::kSampleTimeNs, AttributeValue::fromInt(*report.sampleTimeNs));
    builder.setRecordedDuration(*report.sampleTimeNs * kPsPerNs);
    builder.setMetadata("style", report.treeStyle ? std::string_view("tree") : std::string_view("legacy"));
    if (report.skippedLines)
        builder.warn(tr("%n indented line(s) are not timer records and were skipped", nullptr, int(report.skippedLines)));

    PocketMineTree::build(report, builder);
    context.progress(data.size());
}

} // namespace hg
