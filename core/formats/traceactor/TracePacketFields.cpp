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
    static constexpr std::pair<std::string_view, Key> kNames[] = {
        {"type", Type},         {"error", Error},       {"message", Message},
        {"sequence", Sequence}, {"time", Time},         {"thread", Thread},
        {"name", Name},         {"location", Location}, {"callsite", Callsite},
        {"parameterNames", ParameterNames},             {"arguments", Arguments},
        {"depth", Depth},       {"hitCount", HitCount}, {"blackBoxed", BlackBoxed},
        {"why", Why},           {"return", Return},     {"throw", Throw},
        {"yield", Yield},       {"traces", Traces},     {"traceTypes", TraceTypes},
    };
    for (const auto &[text, key] : kNames)
        if (text == name)
            return key;
    return std::nullopt;
}

} // namespace hg
