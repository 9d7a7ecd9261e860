#pragma once
#include <cstdint>
#include <string_view>
#include <vector>

namespace hg::json {

// Appends the entries of a JSON array of indexes (its raw text, "[3,1,4]")
// to `out`; an entry that is no index in [0, bad) becomes `bad`. Plain
// integers, the common case, are read by a tight loop over the text (a
// stack of 24 frames costs a tenth of iterating it as JSON values); any
// other spelling ("12", 12.0, "0x1f", null) goes through simdjson's DOM
// and json::toInt. False when the text is not a JSON array at all.
bool appendIndexArray(std::string_view raw, std::uint32_t bad, std::vector<std::uint32_t> &out);

} // namespace hg::json
