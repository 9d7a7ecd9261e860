#include "TracePacketFields.h"

namespace hg {

TracePacketFields::TracePacketFields(simdjson::dom::object object)
{
    for (const simdjson::dom::key_value_pair member : object)
        if (const auto key = keyOf(member.key); key && !m_values[*key])
            m_values[*key] = member.value;
}

std::optional<TracePacketFields::Key> TracePacketFields::keyOf(std::string_view name)
{
    // By length first: most members are compared with one name at most.
    const auto is = [&](std::string_view text, Key key) { return name == text ? std::optional<Key>(key) : std::nullopt; };
    switch (name.size()) {
    case 3: return is("why", Why);
    case 4:
        if (name == "type")
            return Type;
        if (name == "time")
            return Time;
        return is("name", Name);
    case 5:
        if (name == "error")
            return Error;
        if (name == "depth")
            return Depth;
        if (name == "throw")
            return Throw;
        return is("yield", Yield);
    case 6:
        if (name == "thread")
            return Thread;
        if (name == "return")
            return Return;
        return is("traces", Traces);
    case 7: return is("message", Message);
    case 8:
        if (name == "sequence")
            return Sequence;
        if (name == "location")
            return Location;
        if (name == "callsite")
            return Callsite;
        return is("hitCount", HitCount);
    case 9: return is("arguments", Arguments);
    case 10:
        if (name == "blackBoxed")
            return BlackBoxed;
        return is("traceTypes", TraceTypes);
    case 14: return is("parameterNames", ParameterNames);
    default: return std::nullopt;
    }
}

} // namespace hg
