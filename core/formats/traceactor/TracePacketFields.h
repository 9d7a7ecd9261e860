#pragma once
#include <array>
#include <optional>
#include <simdjson.h>
#include <string_view>

namespace hg {

// The members of one packet object that the reader looks at, found in a
// single walk over the object instead of a key search per member (a packet
// has about ten members and the reader asks for twenty). As with a key
// search, the first member of a name counts and a null member is missing.
class TracePacketFields
{
public:
    enum Key : std::uint8_t {
        Type, Error, Message, Sequence, Time, Thread, Name, Location, Callsite, ParameterNames, Arguments,
        Depth, HitCount, BlackBoxed, Why, Return, Throw, Yield, Traces, TraceTypes, KeyCount
    };

    explicit TracePacketFields(simdjson::dom::object object);

    std::optional<simdjson::dom::element> operator[](Key key) const
    {
        const auto &v = m_values[key];
        return v && !v->is_null() ? v : std::nullopt;
    }

private:
    static std::optional<Key> keyOf(std::string_view name);

    std::array<std::optional<simdjson::dom::element>, KeyCount> m_values;
};

} // namespace hg
