#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

// A point in time as producers write it, to ns since the Unix epoch:
// milliseconds as a number or numeric text ("1368211081000"), the .NET JSON
// form "/Date(1590083732412)/", or ISO-8601 ("2025-01-01T00:00:00Z",
// with fractions and offsets; no zone means UTC).
std::optional<std::int64_t> epochNsFromText(std::string_view text);
std::optional<std::int64_t> epochNsFromMs(double ms);

} // namespace hg
