#pragma once
#include <QString>
#include <cstdint>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

namespace hg {

class Profile;
struct Track;
struct TrackInfo;

namespace firefox {

// The threads a Firefox file is written with, for both layouts (processed
// and Gecko), and what each says of itself. Sample tracks are threads, first,
// in track order; a span track joins the thread of the same process and
// thread id (the markers track the reader made beside it), else it is a
// thread of markers alone.
class FirefoxWriterThreads
{
public:
    struct Thread
    {
        std::optional<std::uint32_t> samples, markers; // track indexes
    };

    explicit FirefoxWriterThreads(const Profile &profile);

    const std::vector<Thread> &threads() const { return m_threads; }
    // The track that names the thread: its samples', else its markers'.
    const Track &mainTrack(const Thread &thread) const;
    bool anyUntimed() const;

    // What the file says of the thread of this track.
    QString processName(const TrackInfo &info) const; // the group without the reader's " (pid N)"
    std::string_view processType(const Track &track) const; // "default" unless read from a Firefox file
    std::optional<bool> isMainThread(const Track &track) const; // as a Firefox file said
    bool isMainThreadOrGuess(const Track &track) const; // else: pid and tid alike
    // Ids the file does not give: the process by its group, the thread by
    // its place in the list.
    qint64 pid(const TrackInfo &info);
    qint64 tid(const TrackInfo &info, std::size_t index) const;
    // The unit of the samples' CPU deltas (meta.sampleUnits.threadCPUDelta).
    QString cpuDeltaUnit() const;
    // Whether a track's samples have threadCPUDelta values, and sample i's
    // in cpuDeltaUnit(): the shared CPU time (SampleTrack::cpuNs) in ns or
    // µs, or a Firefox file's value kept as it was ("variable CPU cycles").
    bool hasCpuDeltas(const Track &track) const;
    std::optional<double> cpuDelta(const Track &track, std::uint32_t sample) const;
    // The sampling interval: as read from a Firefox file, else the median.
    double intervalMs() const;

private:
    const Profile &m_profile;
    std::vector<Thread> m_threads;
    std::map<QString, qint64> m_syntheticPids;
    mutable std::optional<bool> m_cpuInMicroseconds; // cpuDeltaUnit(), once
};

} // namespace firefox
} // namespace hg
