#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace hg::json {

// Numbers written as text, as real producers send them: "12", " 12", "0x1f",
// "1.5e3". Shared by the DOM and the streaming JSON accessors.
std::optional<std::int64_t> intFromText(std::string_view text);
std::optional<std::uint64_t> uintFromText(std::string_view text);
std::optional<double> doubleFromText(std::string_view text);
// A double that fits an int64, rounded; nullopt when it does not.
std::optional<std::int64_t> roundToInt(double value);

} // namespace hg::json
