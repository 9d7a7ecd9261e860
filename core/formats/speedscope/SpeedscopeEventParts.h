#pragma once
#include "formats/JsonArrayParts.h"
#include "model/Time.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace hg {

namespace speedscope { struct Number; }

// An evented profile's "events" ({"type": "O" or "C", "at": time, "frame":
// index}, members in any order) in parts (JsonArrayParts), parsed on every
// core; pairing the opens with the closes stays with the reader, in order.
class SpeedscopeEventParts
{
public:
    struct Event
    {
        TimePs at;
        std::uint32_t frameIndex; // an index of "shared.frames"
        char type;                // 'O' or 'C'
    };
    // The events of one part.
    struct Part
    {
        std::vector<Event> events; // those with a frame in range
        std::size_t read = 0;      // the part's events before its end or the malformed one
        std::size_t badFrames = 0; // events with a frame index out of range: left out
        // The part ends at an event that is no {"type", "at", "frame"} (the
        // read-th of the part).
        bool malformed = false;
    };
    // "at" in picoseconds; throws a ReadError when it is no time that fits.
    using Time = std::function<TimePs(const speedscope::Number &at)>;

    // `events`: the array, cut; `frameCount`: how many frames
    // "shared.frames" has.
    SpeedscopeEventParts(JsonArrayParts events, std::size_t frameCount, Time time);

    std::size_t count() const { return m_parts.count(); }
    // Part `i`, parsed; on any thread. What `time` throws ends it.
    Part parse(std::size_t i) const;

private:
    std::size_t m_frameCount;
    Time m_time;
    JsonArrayParts m_parts;
};

} // namespace hg
