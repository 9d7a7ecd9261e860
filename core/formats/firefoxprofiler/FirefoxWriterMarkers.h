#pragma once
#include "model/Ids.h"

#include <cstdint>

namespace hg {

class JsonWriter;
class Profile;
struct Track;

namespace firefox {

// A span of a track as a Firefox marker, alike in both layouts: an instant
// (phase 0, no end) when the reader marked it one, else an interval (phase
// 1); its attributes as the payload object, but for a marker's own stack
// (Gecko's "stack", the processed "cause"): it points into the stack table of
// the file read, not of the one written.
class FirefoxWriterMarkers
{
public:
    explicit FirefoxWriterMarkers(const Profile &profile);

    bool isInstant(const Track &track, std::uint32_t span) const;
    // The payload object, or null when the span has no attributes to give.
    void writeData(JsonWriter &json, const Track &track, std::uint32_t span) const;

private:
    const Profile &m_profile;
    StringId m_phaseKey, m_instant, m_stackKey, m_causeKey;
};

} // namespace firefox
} // namespace hg
