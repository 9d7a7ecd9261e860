#include "GeckoLocation.h"

#include <charconv>

namespace hg::firefox {

namespace {

bool allDigits(std::string_view s)
{
    if (s.empty() || s.size() > 9)
        return false;
    for (const char c : s)
        if (c < '0' || c > '9')
            return false;
    return true;
}

std::uint32_t toNumber(std::string_view s)
{
    std::uint32_t v = 0;
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
}

} // namespace

GeckoLocation GeckoLocation::parse(std::string_view text)
{
    GeckoLocation l;
    l.name = text;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        std::uint64_t address = 0;
        const auto [end, ec] = std::from_chars(text.data() + 2, text.data() + text.size(), address, 16);
        if (ec == std::errc() && end == text.data() + text.size()) {
            l.kind = Kind::Address;
            l.address = address;
            return l;
        }
    }
    std::string_view s = text;
    // "...)[12]": the source index of Gecko version 32 and later.
    if (!s.empty() && s.back() == ']') {
        const std::size_t open = s.rfind('[');
        if (open != std::string_view::npos && open > 0 && s[open - 1] == ')' && allDigits(s.substr(open + 1, s.size() - open - 2)))
            s = s.substr(0, open);
    }
    if (s.empty() || s.back() != ')')
        return l;
    const std::size_t open = s.rfind('(');
    if (open == std::string_view::npos || (open > 0 && s[open - 1] != ' '))
        return l;
    std::string_view inner = s.substr(open + 1, s.size() - open - 2);
    if (inner.size() > 3 && inner.substr(0, 3) == "in " && open > 0) {
        l.name = s.substr(0, open - 1);
        l.library = inner.substr(3);
        return l;
    }
    // url:line:column or url:line, the URL itself holding colons ("https:").
    std::size_t colon = inner.rfind(':');
    if (colon == std::string_view::npos || !allDigits(inner.substr(colon + 1)))
        return l;
    std::uint32_t last = toNumber(inner.substr(colon + 1));
    std::string_view rest = inner.substr(0, colon);
    const std::size_t colon2 = rest.rfind(':');
    if (colon2 != std::string_view::npos && allDigits(rest.substr(colon2 + 1))) {
        l.line = toNumber(rest.substr(colon2 + 1));
        l.column = last;
        rest = rest.substr(0, colon2);
    } else {
        l.line = last;
    }
    if (rest.empty())
        return l;
    l.kind = Kind::Script;
    l.file = rest;
    l.name = open > 0 ? s.substr(0, open - 1) : std::string_view();
    return l;
}

} // namespace hg::firefox
