#pragma once
#include "ChromeTraceTime.h"
#include "formats/JsonStream.h"

#include <optional>
#include <string_view>

namespace hg {

// An event's pid or tid as text: numbers as written, strings as they are.
inline std::string_view chromeIdText(json::StreamValue &value)
{
    return json::toTextView(value).value_or(std::string_view());
}

// An event's ts or dur, written as a number or as a string of one.
inline std::optional<ChromeTraceTime> chromeTimeOf(json::StreamValue &value)
{
    using simdjson::ondemand::json_type;
    if (json::typeOf(value) == json_type::string) {
        const std::optional<std::string_view> text = json::toTextView(value);
        return text ? ChromeTraceTime::parse(*text) : std::nullopt;
    }
    if (json::typeOf(value) != json_type::number)
        return std::nullopt;
    return ChromeTraceTime::parse(value.raw_json_token());
}

} // namespace hg
