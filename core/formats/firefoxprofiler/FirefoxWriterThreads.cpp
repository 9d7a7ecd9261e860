#include "FirefoxWriterThreads.h"

#include "FirefoxProfileAssembler.h"
#include "FirefoxProfilerKeys.h"
#include "analysis/SampleWeights.h"
#include "model/Profile.h"

#include <tuple>

namespace hg::firefox {

namespace {

std::optional<AttributeValue> trackAttribute(const Profile &profile, const Track &t, std::string_view key)
{
    return t.attributes.findNamed(0, profile.strings(), key);
}

} // namespace

FirefoxWriterThreads::FirefoxWriterThreads(const Profile &profile) : m_profile(profile)
{
    const std::vector<Track> &tracks = profile.tracks();
    std::map<std::tuple<QString, qint64, qint64>, std::size_t> byIds;
    for (std::uint32_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        if (t.samples.empty())
            continue;
        // A sample track's own spans are its markers.
        m_threads.push_back({i, t.spans.empty() ? std::nullopt : std::optional<std::uint32_t>(i)});
        if (t.info.threadId >= 0)
            byIds.emplace(std::make_tuple(t.info.group, t.info.processId, t.info.threadId), m_threads.size() - 1);
    }
    for (std::uint32_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        if (t.spans.empty() || !t.samples.empty())
            continue;
        const auto found = t.info.threadId >= 0 ? byIds.find(std::make_tuple(t.info.group, t.info.processId, t.info.threadId)) : byIds.end();
        if (found != byIds.end() && !m_threads[found->second].markers)
            m_threads[found->second].markers = i;
        else
            m_threads.push_back({std::nullopt, i});
    }
}

const Track &FirefoxWriterThreads::mainTrack(const Thread &thread) const
{
    return m_profile.tracks()[thread.samples ? *thread.samples : *thread.markers];
}

bool FirefoxWriterThreads::anyUntimed() const
{
    for (const Thread &t : m_threads)
        if (t.samples && !m_profile.tracks()[*t.samples].samples.timed())
            return true;
    return false;
}

QString FirefoxWriterThreads::processName(const TrackInfo &info) const
{
    // The reader's "Web Content (pid 123)": the name without the pid.
    const QString suffix = FirefoxProfileAssembler::tr("%1 (pid %2)").arg(QString(), QString::number(info.processId));
    if (info.processId >= 0 && info.group.endsWith(suffix))
        return info.group.chopped(suffix.size());
    return info.group;
}

std::string_view FirefoxWriterThreads::processType(const Track &track) const
{
    const auto type = trackAttribute(m_profile, track, key::kProcessType);
    return type && type->kind == AttributeValue::Kind::String ? m_profile.strings().view(type->s) : std::string_view("default");
}

std::optional<bool> FirefoxWriterThreads::isMainThread(const Track &track) const
{
    const auto main = trackAttribute(m_profile, track, key::kMainThread);
    return main ? std::optional<bool>(main->b) : std::nullopt;
}

bool FirefoxWriterThreads::isMainThreadOrGuess(const Track &track) const
{
    return isMainThread(track).value_or(track.info.processId >= 0 && track.info.processId == track.info.threadId);
}

qint64 FirefoxWriterThreads::pid(const TrackInfo &info)
{
    if (info.processId >= 0)
        return info.processId;
    const auto [it, added] = m_syntheticPids.try_emplace(info.group, qint64(m_syntheticPids.size()) + 1);
    return it->second;
}

qint64 FirefoxWriterThreads::tid(const TrackInfo &info, std::size_t index) const
{
    return info.threadId >= 0 ? info.threadId : qint64(index) + 1;
}

QString FirefoxWriterThreads::cpuDeltaUnit() const
{
    for (const Thread &t : m_threads)
        if (t.samples)
            if (const auto unit = trackAttribute(m_profile, m_profile.tracks()[*t.samples], key::kCpuDeltaUnit);
                unit && unit->kind == AttributeValue::Kind::String)
                return m_profile.strings().string(unit->s);
    return QStringLiteral("ns");
}

bool FirefoxWriterThreads::hasCpuDeltas(const Track &track) const
{
    return track.samples.hasCpu() || (m_profile.strings().find(key::kCpuDelta) && track.sampleAttributes.size() > 0);
}

std::optional<double> FirefoxWriterThreads::cpuDelta(const Track &track, std::uint32_t sample) const
{
    if (track.samples.hasCpu()) {
        const std::optional<std::uint64_t> ns = track.samples.cpuNs(sample);
        if (!ns)
            return std::nullopt;
        if (!m_cpuInMicroseconds)
            m_cpuInMicroseconds = cpuDeltaUnit() == QString::fromUtf8(key::kMicroseconds);
        return *m_cpuInMicroseconds ? double(*ns) / 1000 : double(*ns);
    }
    const StringId key = m_profile.strings().find(key::kCpuDelta);
    const std::optional<AttributeValue> value = key ? track.sampleAttributes.find(sample, key) : std::nullopt;
    return value ? value->number() : std::nullopt;
}

double FirefoxWriterThreads::intervalMs() const
{
    const auto interval = m_profile.metadata().findNamed(0, m_profile.strings(), key::kInterval);
    const double ms = interval && interval->number() ? *interval->number() : 0;
    if (ms > 0)
        return ms;
    const TimePs median = SampleWeights::profileMedianInterval(m_profile);
    return median > 0 ? double(median) / double(kPsPerMs) : 1;
}

} // namespace hg::firefox
