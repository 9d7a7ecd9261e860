#include "JsonIndexArray.h"

#include "JsonDocument.h"
#include "JsonText.h"

#include <simdjson.h>

namespace hg::json {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// Plain non-negative integers separated by commas only; false (with `out`
// as it was) on anything else. The text ends with the array's ']', so the
// scan needs no end check inside a number.
bool appendPlainIndexes(std::string_view raw, std::uint32_t bad, std::vector<std::uint32_t> &out)
{
    while (!raw.empty() && isSpace(raw.back()))
        raw.remove_suffix(1);
    if (raw.size() < 2 || raw.back() != ']')
        return false;
    const std::size_t before = out.size();
    const char *p = raw.data();
    const char *const last = p + raw.size() - 1; // the ']'
    while (isSpace(*p))
        ++p;
    if (*p++ != '[')
        return false;
    while (isSpace(*p))
        ++p;
    if (p == last)
        return true;
    for (;;) {
        while (isSpace(*p))
            ++p;
        const char *const first = p;
        std::uint64_t value = 0;
        while (unsigned(*p - '0') < 10u)
            value = value * 10 + unsigned(*p++ - '0');
        if (p == first || p - first > 18)
            break; // not a plain integer, or too long for this loop
        out.push_back(value < bad ? std::uint32_t(value) : bad);
        while (isSpace(*p))
            ++p;
        if (p == last)
            return true;
        if (*p++ != ',' || p > last)
            break; // 12.0, 1e3, ...
    }
    out.resize(before);
    return false;
}

// One entry of the general path: 12, "12", 12.0, "0x1f"; anything else
// (null, a string of letters, an object) is no index.
std::uint32_t indexFromToken(std::string_view token, std::uint32_t bad)
{
    while (!token.empty() && isSpace(token.front()))
        token.remove_prefix(1);
    while (!token.empty() && isSpace(token.back()))
        token.remove_suffix(1);
    if (token.size() >= 2 && token.front() == '"' && token.back() == '"')
        token = token.substr(1, token.size() - 2);
    const auto index = intFromText(token);
    return index && *index >= 0 && std::uint64_t(*index) < bad ? std::uint32_t(*index) : bad;
}

// Entries split at the commas between them: with no nested arrays or
// objects, and no commas inside strings, as index arrays are.
bool appendSplitIndexes(std::string_view raw, std::uint32_t bad, std::vector<std::uint32_t> &out)
{
    while (!raw.empty() && isSpace(raw.front()))
        raw.remove_prefix(1);
    while (!raw.empty() && isSpace(raw.back()))
        raw.remove_suffix(1);
    if (raw.size() < 2 || raw.front() != '[' || raw.back() != ']')
        return false;
    std::string_view inner = raw.substr(1, raw.size() - 2);
    if (inner.find_first_of("[]{}") != std::string_view::npos)
        return false;
    if (inner.find_first_not_of(" \n\r\t") == std::string_view::npos)
        return true; // []
    for (;;) {
        const std::size_t comma = inner.find(',');
        out.push_back(indexFromToken(inner.substr(0, comma), bad));
        if (comma == std::string_view::npos)
            return true;
        inner.remove_prefix(comma + 1);
    }
}

} // namespace

bool appendIndexArray(std::string_view raw, std::uint32_t bad, std::vector<std::uint32_t> &out)
{
    if (appendPlainIndexes(raw, bad, out) || appendSplitIndexes(raw, bad, out))
        return true;
    // Nested values: simdjson's DOM (rare; one parser a thread, kept).
    thread_local simdjson::dom::parser parser;
    simdjson::dom::array array;
    if (parser.parse(raw.data(), raw.size()).get_array().get(array))
        return false;
    for (simdjson::dom::element entry : array) {
        const auto index = toInt(entry);
        out.push_back(index && *index >= 0 && std::uint64_t(*index) < bad ? std::uint32_t(*index) : bad);
    }
    return true;
}

} // namespace hg::json
