#pragma once
#include "SpeedscopeUnit.h"
#include "formats/JsonArrayParts.h"
#include "model/Ids.h"

#include <QCoreApplication>
#include <optional>
#include <string_view>
#include <vector>

namespace hg {

namespace speedscope { struct Number; }
class ProfileBuilder;
class ReadContext;
class UntimedWeights;

// One speedscope profile as one track.
//  - evented, in a time unit: each open/close pair is a span. A close that
//    does not match the innermost open frame closes the frames above it (a
//    warning); frames left open end at the profile's endValue.
//  - sampled, in a time unit: timed samples laid end to end from startValue,
//    each lasting its weight (as speedscope lays them out); a sample with no
//    stack at the end marks where the last one ends.
//  - "none" or "bytes": no time, so the weights become an untimed sample
//    track (an evented profile gives each path its self weight).
class SpeedscopeProfileReader
{
    Q_DECLARE_TR_FUNCTIONS(SpeedscopeProfileReader)
public:
    SpeedscopeProfileReader(ProfileBuilder &builder, const std::vector<FrameId> &frames, const ReadContext &context);
    // The profile at `profiles` (an element of the file's "profiles").
    void read(JsonScanner &profiles, std::uint32_t index, const QString &group);

private:
    // A profile's members (their raw text); the large arrays are read from
    // it in one pass each, the rest as small values. "events" and "samples",
    // when arrays, are cut into parts as they are passed over.
    struct Members
    {
        std::optional<std::string_view> name, unit, type, startValue, endValue, events, samples, weights;
        std::optional<JsonArrayParts> eventParts, sampleParts;
    };
    void readEvented(const Members &profile, TrackId track, const SpeedscopeUnit &unit);
    void readSampled(const Members &profile, TrackId track, const SpeedscopeUnit &unit);
    TimePs toPs(std::string_view raw, const SpeedscopeUnit &unit, const char *what) const;
    TimePs toPs(const speedscope::Number &value, const SpeedscopeUnit &unit, const char *what) const;
    [[noreturn]] void fail(const QString &message) const;

    ProfileBuilder &m_builder;
    const std::vector<FrameId> &m_frames;
    const ReadContext &m_context;
    JsonScanner *m_scanner = nullptr; // of the profile being read (its slices locate errors in the file)
    std::uint32_t m_index = 0;
    QString m_name;
    std::size_t m_badFrames = 0; // frame indices out of range in this profile
};

} // namespace hg
