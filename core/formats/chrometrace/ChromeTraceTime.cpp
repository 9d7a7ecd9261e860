#include "ChromeTraceTime.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace hg {

namespace {

constexpr std::int64_t kPsPerUsInt = 1'000'000;

std::optional<ChromeTraceTime> fromDouble(double us)
{
    if (!std::isfinite(us) || std::fabs(us) > 9.0e15)
        return std::nullopt;
    const double whole = std::floor(us);
    ChromeTraceTime t;
    t.us = std::int64_t(whole);
    t.ps = std::llround((us - whole) * double(kPsPerUsInt));
    if (t.ps >= kPsPerUsInt) {
        t.us += 1;
        t.ps -= kPsPerUsInt;
    }
    return t;
}

} // namespace

std::optional<ChromeTraceTime> ChromeTraceTime::parse(std::string_view text)
{
    while (!text.empty() && (text.front() == '"' || text.front() == ' '))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == '"' || text.back() == ' ' || text.back() == '\n' || text.back() == '\r' || text.back() == '\t' || text.back() == ','))
        text.remove_suffix(1);
    if (text.empty())
        return std::nullopt;
    // (find_first_of would call memchr on "eE" for each character: a tenth
    // of reading a trace's events.)
    if (std::any_of(text.begin(), text.end(), [](char c) { return c == 'e' || c == 'E'; })) {
        double d = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), d);
        if (error != std::errc() || end != text.data() + text.size())
            return std::nullopt;
        return fromDouble(d);
    }
    bool negative = false;
    std::size_t i = 0;
    if (text[0] == '-' || text[0] == '+') {
        negative = text[0] == '-';
        i = 1;
    }
    const std::size_t wholeBegin = i;
    std::int64_t whole = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        if (whole > (std::numeric_limits<std::int64_t>::max() - 9) / 10)
            return std::nullopt;
        whole = whole * 10 + (text[i] - '0');
    }
    const bool hasWhole = i > wholeBegin;
    std::int64_t fraction = 0; // in ps
    bool hasFraction = false;
    if (i < text.size() && text[i] == '.') {
        ++i;
        std::int64_t scale = kPsPerUsInt / 10;
        bool roundUp = false;
        const std::size_t fractionBegin = i;
        for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
            if (scale > 0)
                fraction += (text[i] - '0') * scale;
            else if (scale == 0 && i == fractionBegin + 6)
                roundUp = text[i] >= '5';
            scale /= 10;
        }
        hasFraction = i > fractionBegin;
        if (roundUp)
            ++fraction;
    }
    if (i != text.size() || (!hasWhole && !hasFraction))
        return std::nullopt;
    if (fraction >= kPsPerUsInt) {
        whole += 1;
        fraction -= kPsPerUsInt;
    }
    ChromeTraceTime t{whole, fraction};
    if (negative && (whole || fraction)) {
        t.us = -whole - (fraction ? 1 : 0);
        t.ps = fraction ? kPsPerUsInt - fraction : 0;
    }
    return t;
}

std::optional<TimePs> ChromeTraceTime::since(std::int64_t originUs) const
{
    // 9.2e12 us of picoseconds fit an int64 (106 days).
    constexpr std::int64_t kMaxUs = std::numeric_limits<TimePs>::max() / kPsPerUsInt - 1;
    std::int64_t diff = 0;
    if (__builtin_sub_overflow(us, originUs, &diff) || diff > kMaxUs || diff < -kMaxUs)
        return std::nullopt;
    return diff * kPsPerUsInt + ps;
}

QByteArray ChromeTraceTime::text(std::int64_t originUs, TimePs ps)
{
    std::int64_t us = originUs + ps / kPsPerUsInt;
    std::int64_t rest = ps % kPsPerUsInt;
    if (rest < 0) {
        rest += kPsPerUsInt;
        us -= 1;
    }
    QByteArray out;
    if (us < 0 && rest) {
        // -2.25 us is stored as us = -3, rest = 0.75
        out = "-" + QByteArray::number(-(us + 1));
        rest = kPsPerUsInt - rest;
    } else {
        out = QByteArray::number(us);
    }
    if (rest) {
        char digits[7];
        for (int d = 5; d >= 0; --d) {
            digits[d] = char('0' + rest % 10);
            rest /= 10;
        }
        int length = 6;
        while (length > 0 && digits[length - 1] == '0')
            --length;
        out += '.';
        out.append(digits, length);
    }
    return out;
}

} // namespace hg
