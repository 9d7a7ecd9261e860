#include "ProfileContext.h"

#include "ServerTimings.h"
#include "XPlaneDevices.h"

#include <algorithm>

namespace hg {

namespace {

QString firstOf(const Profile &p, std::initializer_list<std::string_view> keys)
{
    for (std::string_view key : keys) {
        const QString v = p.metadataString(key).trimmed();
        if (!v.isEmpty())
            return v;
    }
    return {};
}

QString joined(std::initializer_list<QString> parts)
{
    QStringList kept;
    for (const QString &part : parts)
        if (!part.isEmpty() && !kept.contains(part))
            kept << part;
    return kept.join(QLatin1Char(' '));
}

} // namespace

std::optional<double> ProfileContext::observedSampleRateHz(const Profile &profile)
{
    constexpr std::size_t kMaxIntervals = 200'000; // enough for a stable median
    std::vector<TimePs> intervals;
    for (const Track &t : profile.tracks()) {
        if (!t.samples.timed())
            continue;
        for (std::uint32_t i = 1; i < t.samples.size() && intervals.size() < kMaxIntervals; ++i)
            if (const TimePs d = t.samples.time(i) - t.samples.time(i - 1); d > 0)
                intervals.push_back(d);
    }
    if (intervals.empty())
        return std::nullopt;
    auto middle = intervals.begin() + std::ptrdiff_t(intervals.size() / 2);
    std::nth_element(intervals.begin(), middle, intervals.end());
    return double(kPsPerSecond) / double(*middle);
}

std::vector<ContextFact> ProfileContext::facts(const Profile &p, const QLocale &locale)
{
    std::vector<ContextFact> facts;
    auto add = [&facts](const QString &label, const QString &value) {
        if (!value.isEmpty())
            facts.push_back({label, value});
    };
    add(tr("Transaction"), firstOf(p, {"transaction.name", "transaction_name"}));
    add(tr("Platform"), firstOf(p, {"platform"}));
    add(tr("Release"), firstOf(p, {"release", "version_name"}));
    add(tr("Environment"), firstOf(p, {"environment"}));
    add(tr("Device"), joined({firstOf(p, {"device.manufacturer", "device_manufacturer"}),
                              firstOf(p, {"device.model", "device_model"}),
                              firstOf(p, {"device.architecture", "architecture"})}));
    add(tr("OS"), joined({firstOf(p, {"os.name", "device_os_name"}), firstOf(p, {"os.version", "device_os_version"}),
                          firstOf(p, {"os.build_number", "device_os_build_number"})}));
    add(tr("Runtime"), joined({firstOf(p, {"runtime.name"}), firstOf(p, {"runtime.version"})}));
    if (const auto hz = observedSampleRateHz(p))
        add(tr("Sample rate"), tr("%1 Hz (observed)").arg(locale.toString(*hz, 'f', *hz < 10 ? 2 : 0)));
    QStringList counters;
    for (const CounterSeries &c : p.counters())
        counters << c.name;
    add(tr("Measurements"), counters.join(QStringLiteral(", ")));
    if (const std::optional<ServerTimings> server = ServerTimings::of(p)) {
        add(tr("Minecraft"), server->minecraftVersion);
        add(tr("PocketMine-MP"), server->serverVersion);
        add(tr("Sample"), tr("%1 s, %2 ticks").arg(locale.toString(server->sampleSeconds(), 'f', 1), locale.toString(qulonglong(server->ticks))));
        add(tr("TPS"), locale.toString(server->tps, 'f', 2));
        add(tr("Main-thread load"), tr("%1 %").arg(locale.toString(server->loadPercent, 'f', 1)));
        if (server->averageEntities)
            add(tr("Entities (avg)"), locale.toString(*server->averageEntities, 'f', 2));
        if (server->averagePlayers)
            add(tr("Players (avg)"), locale.toString(*server->averagePlayers, 'f', 2));
    }
    if (p.formatId() == QLatin1String("xplane")) {
        add(tr("Host"), firstOf(p, {"hostname"}));
        add(tr("Planes"), tr("%1 planes, %2 lines, %3 events")
                              .arg(p.metadataString("planes"), p.metadataString("lines"),
                                   locale.toString(p.metadataString("events").toULongLong())));
        add(tr("Devices"), XPlaneDevices::describe(p, locale).join(QStringLiteral("; ")));
    }
    return facts;
}

QStringList ProfileContext::notes(const Profile &profile)
{
    const std::optional<ServerTimings> server = ServerTimings::of(profile);
    return server ? server->notes() : QStringList();
}

} // namespace hg
