#include "SpeedscopeEventParts.h"

#include "SpeedscopeValues.h"

#include <optional>

namespace hg {

SpeedscopeEventParts::SpeedscopeEventParts(JsonArrayParts events, std::size_t frameCount, Time time)
    : m_frameCount(frameCount), m_time(std::move(time)), m_parts(std::move(events))
{
}

SpeedscopeEventParts::Part SpeedscopeEventParts::parse(std::size_t i) const
{
    Part part;
    m_parts.forEachElement(i, [&](JsonScanner &events) {
        char type = 0;
        speedscope::Number atValue;
        bool hasAt = false;
        std::optional<std::int64_t> frame;
        bool seenType = false, seenFrame = false;
        if (events.peek() == '{') {
            JsonScanner::Container event = events.beginObject();
            std::string_view key;
            while (events.nextKey(event, key)) {
                if (key == "type" && !seenType) {
                    seenType = true;
                    if (events.peek() == '"') {
                        const std::string_view text = events.string();
                        type = text == "O" || text == "C" ? text[0] : 0;
                        continue;
                    }
                } else if (key == "at" && !hasAt) {
                    hasAt = true;
                    atValue = speedscope::readNumber(events);
                    continue;
                } else if (key == "frame" && !seenFrame) {
                    seenFrame = true;
                    frame = speedscope::readInt(events);
                    continue;
                }
                events.skipValue();
            }
        } else {
            events.skipValue();
        }
        if (!type || !hasAt || !frame) {
            part.malformed = true;
            return false;
        }
        ++part.read;
        if (*frame < 0 || std::uint64_t(*frame) >= m_frameCount) {
            ++part.badFrames;
            return true;
        }
        part.events.push_back({m_time(atValue), std::uint32_t(*frame), type});
        return true;
    });
    return part;
}

} // namespace hg
