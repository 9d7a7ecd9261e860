#pragma once
#include "model/AttributeTable.h"
#include "model/Time.h"

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace hg {

// One MiniProfiler result as read, before it goes into the model: the step
// tree in pre-order (a parent before its children), the custom timings with
// the step that made them, and the client timings. Strings point into the
// parsed JSON document, which outlives this.
struct MiniProfilerRequest
{
    struct Attribute
    {
        StringId key;
        AttributeValue value;
    };
    struct Step
    {
        std::string_view name;
        std::string_view id;
        std::uint32_t parent = kNoId;
        TimePs start = 0; // from the request's start
        TimePs duration = 0;
        std::vector<Attribute> extras;
    };
    struct Call
    {
        std::uint32_t step = kNoId;
        std::string_view type; // the CustomTimings key: "sql", "redis", ...
        std::string_view command;
        TimePs start = 0;
        TimePs duration = 0;
        std::vector<Attribute> attributes; // Id, ExecuteType, snippet, first fetch, extras
    };
    struct ClientTiming
    {
        std::string_view name;
        TimePs start = 0;
        TimePs duration = 0;
        bool point = false; // written with Duration -1
    };

    std::string_view id;
    std::string_view name;
    std::string_view machineName;
    std::optional<std::int64_t> startedEpochNs;
    std::optional<double> durationMs;
    std::optional<std::int64_t> redirectCount;
    std::vector<std::pair<std::string_view, std::string_view>> links; // CustomLinks: name, URL
    std::vector<Attribute> extras;
    std::vector<Step> steps;
    std::vector<Call> calls;
    std::vector<ClientTiming> clientTimings;
    bool hasRoot = false;
};

} // namespace hg
