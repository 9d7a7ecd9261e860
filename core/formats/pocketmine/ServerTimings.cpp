#include "ServerTimings.h"

namespace hg {

namespace {

std::optional<double> number(const Profile &p, std::string_view key)
{
    const std::optional<AttributeValue> v = p.metadata().findNamed(0, p.strings(), key);
    return v ? v->number() : std::nullopt;
}

} // namespace

std::optional<ServerTimings> ServerTimings::of(const Profile &p)
{
    const std::optional<double> tps = number(p, "tps"), sample = number(p, "sample_time_ns");
    if (!tps || !sample)
        return std::nullopt;
    ServerTimings s;
    s.minecraftVersion = p.metadataString("version");
    s.serverVersion = p.metadataString("pocketmine_version");
    s.sampleTimeNs = std::int64_t(*sample);
    s.ticks = std::uint64_t(number(p, "ticks").value_or(0));
    s.tps = *tps;
    s.loadPercent = number(p, "load_percent").value_or(0);
    s.averageEntities = number(p, "average_entities");
    s.averagePlayers = number(p, "average_players");
    s.formatVersion = int(number(p, "format_version").value_or(0));
    return s;
}

QStringList ServerTimings::notes() const
{
    QStringList notes;
    if (tps < 19.0 && loadPercent < 95.0)
        notes << tr("TPS is under 19 while the main thread is busy only %1 % of the time: the lag does not come from "
                    "the timed work (look at garbage collection, the host machine or other processes)")
                     .arg(loadPercent, 0, 'f', 1);
    else if (tps < 19.0)
        notes << tr("TPS is under 19: the server is overloaded and cannot keep up with 20 ticks a second");
    if (sampleSeconds() < 60.0)
        notes << tr("The sample is very short (%1 s); run timings for at least a minute for representative figures")
                     .arg(sampleSeconds(), 0, 'f', 1);
    return notes;
}

void ServerTimings::addFacts(const Profile &profile, const QLocale &locale, std::vector<ContextFact> &facts)
{
    const std::optional<ServerTimings> server = of(profile);
    if (!server)
        return;
    addFact(facts, tr("Minecraft"), server->minecraftVersion);
    addFact(facts, tr("PocketMine-MP"), server->serverVersion);
    addFact(facts, tr("Sample"), tr("%1 s, %2 ticks").arg(locale.toString(server->sampleSeconds(), 'f', 1), locale.toString(qulonglong(server->ticks))));
    addFact(facts, tr("TPS"), locale.toString(server->tps, 'f', 2));
    addFact(facts, tr("Main-thread load"), tr("%1 %").arg(locale.toString(server->loadPercent, 'f', 1)));
    if (server->averageEntities)
        addFact(facts, tr("Entities (avg)"), locale.toString(*server->averageEntities, 'f', 2));
    if (server->averagePlayers)
        addFact(facts, tr("Players (avg)"), locale.toString(*server->averagePlayers, 'f', 2));
}

QStringList ServerTimings::notesOf(const Profile &profile)
{
    const std::optional<ServerTimings> server = of(profile);
    return server ? server->notes() : QStringList();
}

} // namespace hg
