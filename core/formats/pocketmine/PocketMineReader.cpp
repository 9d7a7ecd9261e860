#include "PocketMineReader.h"

#include "PocketMineKeys.h"
#include "PocketMineReport.h"
#include "PocketMineTree.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace k = pocketmine::key;

namespace {

// Server figures as the pmmp/timings web viewer derives them: ticks from
// "Server Tick Update Cycle" (else "Full Server Tick") counts, TPS = ticks per
// second of sample time, load = "Full Server Tick" time over sample time, and
// entity/player tick counts from their timers.
void addServerFigures(const PocketMineReport &report, ProfileBuilder &builder)
{
    std::int64_t fullTickNs = 0;
    std::uint64_t fullTickCount = 0, updateCycleCount = 0, entityTicks = 0, playerTicks = 0;
    bool hasUpdateCycle = false;
    for (std::size_t i = 0; i < report.recordCount(); ++i) {
        const PocketMineReport::Record &r = report.record(i);
        const std::string_view name = r.name();
        if (name == "Full Server Tick") {
            if (__builtin_add_overflow(fullTickNs, r.timeNs, &fullTickNs))
                throw ReadError(PocketMineReader::tr("the \"Full Server Tick\" times add up to more than a profile can hold (106 days)"), -1, report.lineOf(r));
            fullTickCount += r.count;
        } else if (name == "Server Tick Update Cycle") {
            hasUpdateCycle = true;
            updateCycleCount += r.count;
        } else if (name == "entityBaseTick" || name == "tickEntity" || name == "Entity Base Tick") {
            entityTicks += r.count;
        } else if (name == "tickEntity - EntityPlayer" || name.starts_with("Entity Tick - Player")) {
            playerTicks += r.count;
        }
    }
    const std::uint64_t ticks = hasUpdateCycle ? updateCycleCount : fullTickCount;
    const double seconds = double(*report.sampleTimeNs) / 1e9;
    builder.setMetadata("ticks", AttributeValue::fromUInt(ticks));
    builder.setMetadata("tps", AttributeValue::fromDouble(double(ticks) / seconds));
    builder.setMetadata("load_percent", AttributeValue::fromDouble(double(fullTickNs) / double(*report.sampleTimeNs) * 100.0));
    builder.setMetadata("active_time_ns", AttributeValue::fromInt(fullTickNs));
    if (ticks && entityTicks)
        builder.setMetadata("average_entities", AttributeValue::fromDouble(double(entityTicks) / double(ticks)));
    if (ticks && playerTicks)
        builder.setMetadata("average_players", AttributeValue::fromDouble(double(playerTicks) / double(ticks)));
}

} // namespace

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
    for (std::size_t i = 0; i < report.recordCount() && !hasFullTick; ++i)
        hasFullTick = report.record(i).name() == k::kFullServerTick;
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

    addServerFigures(report, builder);
    // Once every name is interned nothing looks at the text again: a mapped
    // file's pages go back while the tree is built.
    PocketMineTree::build(report, builder, [&] { context.inputConsumed(data.data() + data.size()); });
    context.progress(data.size());
}

} // namespace hg
