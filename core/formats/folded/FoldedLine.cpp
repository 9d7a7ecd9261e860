#include "FoldedLine.h"

#include <charconv>

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

} // namespace

std::optional<FoldedLine> FoldedLine::parse(std::string_view line)
{
    while (!line.empty() && isSpace(line.back()))
        line.remove_suffix(1);
    // The count: digits, optionally followed by '.' and more digits.
    std::size_t start = line.size();
    while (start > 0 && (isDigit(line[start - 1]) || line[start - 1] == '.'))
        --start;
    const std::string_view count = line.substr(start);
    if (count.empty() || !isDigit(count.front()) || count.find('.') != count.rfind('.'))
        return std::nullopt;
    if (start == 0 || !isSpace(line[start - 1]))
        return std::nullopt;
    std::string_view stack = line.substr(0, start);
    while (!stack.empty() && isSpace(stack.back()))
        stack.remove_suffix(1);
    if (stack.empty())
        return std::nullopt;
    FoldedLine result;
    result.stack = stack;
    const auto parsed = std::from_chars(count.data(), count.data() + count.size(), result.count);
    if (parsed.ec != std::errc() || parsed.ptr != count.data() + count.size())
        return std::nullopt;
    return result;
}

} // namespace hg
