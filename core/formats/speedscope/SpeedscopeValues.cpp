#include "SpeedscopeValues.h"

namespace hg::speedscope {

namespace {

// A plain integer ("-12", "340") that fits in 64 bits, as simdjson reads it
// exactly; nullopt (the scanner where it was) for anything else.
std::optional<std::int64_t> plainInteger(JsonScanner &scanner)
{
    scanner.peek();
    const char *p = scanner.position();
    const bool negative = *p == '-';
    p += negative;
    std::uint64_t value = 0;
    const char *const first = p;
    while (unsigned(*p - '0') < 10u) {
        if (__builtin_mul_overflow(value, 10u, &value) || __builtin_add_overflow(value, unsigned(*p - '0'), &value))
            return std::nullopt;
        ++p;
    }
    if (p == first || *p == '.' || *p == 'e' || *p == 'E' || value > std::uint64_t(INT64_MAX) + negative)
        return std::nullopt;
    scanner.skipValue(); // past the digits just read
    return negative ? std::int64_t(0 - value) : std::int64_t(value);
}

} // namespace

Number readNumber(JsonScanner &scanner)
{
    Number n;
    const char c = scanner.peek();
    if (c == '-' || unsigned(c - '0') < 10u) {
        if (const std::optional<std::int64_t> i = plainInteger(scanner)) {
            n.isInt = true;
            n.i = *i;
            n.d = double(*i);
            return n;
        }
        n.d = scanner.number();
        return n;
    }
    n.d = json::toDouble(SmallValue(scanner.skipValue()).element());
    return n;
}

std::optional<std::int64_t> readInt(JsonScanner &scanner)
{
    const char c = scanner.peek();
    if (c == '-' || unsigned(c - '0') < 10u)
        if (const std::optional<std::int64_t> i = plainInteger(scanner))
            return i;
    return json::toInt(SmallValue(scanner.skipValue()).element());
}

} // namespace hg::speedscope
