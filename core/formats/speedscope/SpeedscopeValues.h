#pragma once
#include "formats/JsonDocument.h"
#include "formats/JsonScanner.h"

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace hg::speedscope {

// A value of a speedscope file read by the scanner: the common spellings
// (plain integers and decimals) straight from the text, anything else
// (numbers as strings, null, ...) through simdjson's DOM of that value
// alone and the lenient json:: accessors, so every spelling means what it
// meant when the whole file was one DOM.
struct Number
{
    bool isInt = false; // an integer that fits: `i` exact
    std::int64_t i = 0;
    std::optional<double> d; // otherwise, or nullopt when no number
};
Number readNumber(JsonScanner &scanner);
// How the number at `p` is spelt (inside an array or object, so a
// delimiter follows it): a plain integer of up to 15 digits (which the
// scanner's fast paths read exactly), with a fraction or exponent, a longer
// integer, or no number.
enum class Spelling { PlainInteger, Decimal, LongInteger, Other };
inline Spelling spellingAt(const char *p)
{
    p += *p == '-';
    const char *const first = p;
    while (unsigned(*p - '0') < 10u)
        ++p;
    if (p == first)
        return Spelling::Other;
    if (*p == '.' || *p == 'e' || *p == 'E')
        return Spelling::Decimal;
    return p - first <= 15 ? Spelling::PlainInteger : Spelling::LongInteger;
}
// json::toInt of the value at the scanner.
std::optional<std::int64_t> readInt(JsonScanner &scanner);

// The object at the scanner, its members named in `wanted` kept as their
// raw text (the first of equal keys, as the DOM's lookup finds it) and the
// others skipped, without reading inside any of them; except a member that
// `readHere` reads itself, there and then (it returns whether it did).
struct Wanted
{
    std::string_view key;
    std::optional<std::string_view> *raw;
};
void scanMembers(JsonScanner &scanner, std::initializer_list<Wanted> wanted,
                 const std::function<bool(std::string_view key)> &readHere = {});

// A small value (a name, a unit, a frame table) parsed on its own.
class SmallValue
{
public:
    explicit SmallValue(std::string_view raw) : m_document(QByteArrayView(raw.data(), qsizetype(raw.size()))) {}
    simdjson::dom::element element() const { return m_document.root(); }

private:
    JsonDocument m_document;
};

} // namespace hg::speedscope
