#pragma once
#include "model/AttributeTable.h"
#include "model/Time.h"

#include <QString>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hg {

// One MiniProfiler result as read, before it goes into the model: the step
// tree in pre-order (a parent before its children), the custom timings with
// the step that made them, and the client timings. Strings point into the
// parsed JSON document, which outlives this. Nothing is interned yet: a
// request is parsed on any core and put into the model on one, in order.
struct MiniProfilerRequest
{
    struct Attribute
    {
        std::string_view key;
        AttributeValue value;
        std::string_view text; // a String or Json value's, interned with the request
        bool unique = false;   // text stored as it is, not interned (ids: one per call)
    };
    struct Warning
    {
        QString message;
        qint64 offset = -1;
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
        std::string label; // its frame's name: the type and the command's shape
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
    std::vector<Warning> warnings;
    bool hasRoot = false;
};

} // namespace hg
