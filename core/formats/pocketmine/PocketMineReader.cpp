#include "PocketMineReader.h"

#include "PocketMineKeys.h"
#include "PocketMineReport.h"
#include "PocketMineTree.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <algorithm>

namespace hg {

namespace k = pocketmine::key;

namespace {

// Server figures as the pmmp/timings web viewer derives them: ticks from
// "Server Tick Update Cycle" (else "Full Server Tick") counts, TPS = ticks per
// second of sample time, load = "Full Server Tick" time over sample time, and
// entity/player tick counts from their timers.
void addServerFigures(const PocketMineReport &report, ProfileBuilder &builder)
{
    // Each timer's name looked at once, not each record's.
    enum class Kind : std::uint8_t { Other, FullTick, UpdateCycle, Entity, Player };
    std::vector<Kind> kindOf(report.timers.size(), Kind::Other);
    bool hasUpdateCycle = false;
    for (std::size_t t = 0; t < report.timers.size(); ++t) {
        const std::string_view name = report.timers[t].name;
        if (name == "Full Server Tick")
            kindOf[t] = Kind::FullTick;
        else if (name == "Server Tick Update Cycle")
            kindOf[t] = Kind::UpdateCycle;
        else if (name == "entityBaseTick" || name == "tickEntity" || name == "Entity Base Tick")
            kindOf[t] = Kind::Entity;
        else if (name == "tickEntity - EntityPlayer" || name.starts_with("Entity Tick - Player"))
            kindOf[t] = Kind::Player;
    }
    std::int64_t fullTickNs = 0;
    std::uint64_t fullTickCount = 0, updateCycleCount = 0, entityTicks = 0, playerTicks = 0;
    for (std::size_t i = 0; i < report.recordCount(); ++i) {
        const Kind kind = kindOf[report.timerOf(i).timer()];
        if (kind == Kind::Other)
            continue;
        const PocketMineReport::Record &r = report.record(i);
        switch (kind) {
        case Kind::FullTick:
            if (__builtin_add_overflow(fullTickNs, r.timeNs, &fullTickNs))
                throw ReadError(PocketMineReader::tr("the \"Full Server Tick\" times add up to more than a profile can hold (106 days)"), -1, report.lineOf(r));
            fullTickCount += r.count;
            break;
        case Kind::UpdateCycle:
            hasUpdateCycle = true;
            updateCycleCount += r.count;
            break;
        case Kind::Entity: entityTicks += r.count; break;
        case Kind::Player: playerTicks += r.count; break;
        case Kind::Other: break;
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
    const bool hasFullTick = std::any_of(report.timers.begin(), report.timers.end(),
                                         [](const PocketMineReport::Timer &t) { return t.name == k::kFullServerTick; });
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
