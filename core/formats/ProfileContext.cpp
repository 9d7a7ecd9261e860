#include "ProfileContext.h"

#include "FormatRegistry.h"
#include "analysis/SampleTypes.h"

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
    // Enough for a stable median, spread over the whole profile: every
    // interval of a big one read on the GUI thread at each open took ~3 ms.
    constexpr std::size_t kMaxIntervals = 16'384;
    // Of the samples shown first when there are several kinds (SampleTypes).
    const QStringList types = SampleTypes::of(profile);
    std::vector<const Track *> shown;
    std::size_t total = 0;
    for (const Track &t : profile.tracks()) {
        if (!t.samples.timed() || t.samples.size() < 2 || (types.size() > 1 && SampleTypes::of(profile, t) != types.first()))
            continue;
        shown.push_back(&t);
        total += t.samples.size() - 1;
    }
    const std::size_t stride = std::max<std::size_t>(1, total / kMaxIntervals);
    std::vector<TimePs> intervals;
    intervals.reserve(std::min(total, kMaxIntervals + shown.size()));
    // One stride over the tracks' intervals laid end to end: restarted at
    // each track, many short tracks gave only their first intervals.
    std::size_t skip = 0; // of the next track's intervals before the next one taken
    for (const Track *t : shown) {
        const std::size_t count = t->samples.size() - 1;
        std::size_t i = skip;
        for (; i < count; i += stride)
            if (const TimePs d = t->samples.time(std::uint32_t(i + 1)) - t->samples.time(std::uint32_t(i)); d > 0)
                intervals.push_back(d);
        skip = i - count;
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
    addFact(facts, tr("Transaction"), firstOf(p, {"transaction.name", "transaction_name"}));
    addFact(facts, tr("Platform"), firstOf(p, {"platform"}));
    addFact(facts, tr("Release"), firstOf(p, {"release", "version_name"}));
    addFact(facts, tr("Environment"), firstOf(p, {"environment"}));
    addFact(facts, tr("Device"), joined({firstOf(p, {"device.manufacturer", "device_manufacturer"}),
                                          firstOf(p, {"device.model", "device_model"}),
                                          firstOf(p, {"device.architecture", "architecture"})}));
    addFact(facts, tr("OS"), joined({firstOf(p, {"os.name", "device_os_name"}), firstOf(p, {"os.version", "device_os_version"}),
                                      firstOf(p, {"os.build_number", "device_os_build_number"})}));
    addFact(facts, tr("Runtime"), joined({firstOf(p, {"runtime.name"}), firstOf(p, {"runtime.version"})}));
    if (const auto hz = observedSampleRateHz(p))
        addFact(facts, tr("Sample rate"), tr("%1 Hz (observed)").arg(locale.toString(*hz, 'f', *hz < 10 ? 2 : 0)));
    QStringList counters;
    for (const CounterSeries &c : p.counters())
        counters << c.name;
    addFact(facts, tr("Measurements"), counters.join(QStringLiteral(", ")));
    // Then what only the profile's format can tell.
    if (const FormatModule *format = FormatRegistry::instance().module(p.formatId()); format && format->facts)
        format->facts(p, locale, facts);
    return facts;
}

QStringList ProfileContext::notes(const Profile &profile)
{
    const FormatModule *format = FormatRegistry::instance().module(profile.formatId());
    return format && format->notes ? format->notes(profile) : QStringList();
}

} // namespace hg
