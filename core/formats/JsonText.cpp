#include "JsonText.h"

#include <charconv>
#include <cmath>

namespace hg::json {

namespace {
template<typename T>
std::optional<T> parseInteger(std::string_view s)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s.remove_prefix(2);
        base = 16;
    }
    T value{};
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value, base);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return value;
}
} // namespace

std::optional<std::int64_t> roundToInt(double d)
{
    if (!std::isfinite(d) || std::fabs(d) > 9.2e18)
        return std::nullopt;
    return std::int64_t(std::llround(d));
}

std::optional<double> doubleFromText(std::string_view s)
{
    double d = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), d);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return d;
}

std::optional<std::int64_t> intFromText(std::string_view s)
{
    if (auto i = parseInteger<std::int64_t>(s))
        return i;
    if (auto u = parseInteger<std::uint64_t>(s); u && *u <= std::uint64_t(INT64_MAX))
        return std::int64_t(*u);
    if (auto d = doubleFromText(s))
        return roundToInt(*d);
    return std::nullopt;
}

std::optional<std::uint64_t> uintFromText(std::string_view s)
{
    if (auto u = parseInteger<std::uint64_t>(s))
        return u;
    const auto i = intFromText(s);
    return i && *i >= 0 ? std::optional<std::uint64_t>(std::uint64_t(*i)) : std::nullopt;
}

} // namespace hg::json
