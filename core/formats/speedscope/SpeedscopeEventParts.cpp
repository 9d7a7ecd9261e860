#include "SpeedscopeEventParts.h"

#include "SpeedscopeValues.h"

#include <cstring>
#include <optional>
#include <string_view>

namespace hg {

namespace {

// Whether `p` starts with `word` (before `end`).
bool startsWith(const char *p, const char *end, std::string_view word)
{
    return std::size_t(end - p) >= word.size() && std::memcmp(p, word.data(), word.size()) == 0;
}

// A plain non-negative integer of up to `maxDigits` digits at `p`, which is
// moved past it; false when there is none.
bool plainInteger(const char *&p, const char *end, int maxDigits, std::int64_t &value)
{
    const char *const first = p;
    value = 0;
    while (p < end && unsigned(*p - '0') < 10u && p - first < maxDigits)
        value = value * 10 + (*p++ - '0');
    return p != first;
}

// An event spelt as producers write it ({"type":"O","frame":12,"at":3456}:
// each member once, in any order, no space, plain integers) read in one
// pass, the scanner moved past it; false at any other spelling, with the
// scanner where it was (the general path reads it then, and says what is
// wrong). Up to 9 digits of frame and 15 of time: what the general path
// reads the same.
bool readTight(JsonScanner &events, char &typeOut, std::int64_t &frameOut, std::int64_t &atOut)
{
    char type = 0;
    std::int64_t frame = 0, at = 0;
    const char *p = events.position();
    const char *const end = events.end();
    if (p == end || *p != '{')
        return false;
    ++p;
    bool seenType = false, seenFrame = false, seenAt = false;
    for (;;) {
        if (!seenType && startsWith(p, end, "\"type\":\"")) {
            p += 8;
            if (end - p < 2 || (*p != 'O' && *p != 'C') || p[1] != '"')
                return false;
            type = *p;
            p += 2;
            seenType = true;
        } else if (!seenFrame && startsWith(p, end, "\"frame\":")) {
            p += 8;
            if (!plainInteger(p, end, 9, frame))
                return false;
            seenFrame = true;
        } else if (!seenAt && startsWith(p, end, "\"at\":")) {
            p += 5;
            if (!plainInteger(p, end, 15, at))
                return false;
            seenAt = true;
        } else {
            return false;
        }
        if (p == end)
            return false;
        const char next = *p++;
        if (next == '}')
            break;
        if (next != ',')
            return false; // a longer number, a fraction, space, ...
    }
    if (!seenType || !seenFrame || !seenAt)
        return false;
    events.skipTo(p);
    typeOut = type;
    frameOut = frame;
    atOut = at;
    return true;
}

} // namespace

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
        std::int64_t tightFrame = 0;
        if (events.peek() == '{' && readTight(events, type, tightFrame, atValue.i)) {
            atValue.isInt = true;
            atValue.d = double(atValue.i);
            hasAt = true;
            frame = tightFrame;
        } else if (events.peek() == '{') {
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
