#include "SpeedscopeValues.h"

namespace hg::speedscope {

Number readNumber(JsonScanner &scanner)
{
    Number n;
    scanner.peek();
    const char *const first = scanner.position();
    switch (spellingAt(first)) {
    case Spelling::PlainInteger:
        n.d = scanner.number();
        n.isInt = true;
        n.i = std::int64_t(*n.d);
        return n;
    case Spelling::Decimal:
        n.d = scanner.number();
        return n;
    case Spelling::LongInteger: {
        scanner.number();
        const SmallValue value(std::string_view(first, std::size_t(scanner.position() - first)));
        if (value.element().type() == simdjson::dom::element_type::INT64) {
            n.isInt = true;
            n.i = value.element().get_int64().value_unsafe();
        }
        n.d = json::toDouble(value.element());
        return n;
    }
    case Spelling::Other:
        break;
    }
    n.d = json::toDouble(SmallValue(scanner.skipValue()).element());
    return n;
}

std::optional<std::int64_t> readInt(JsonScanner &scanner)
{
    scanner.peek();
    const char *const first = scanner.position();
    switch (spellingAt(first)) {
    case Spelling::PlainInteger:
        return std::int64_t(scanner.number());
    case Spelling::Decimal:
    case Spelling::LongInteger:
        scanner.number();
        return json::toInt(SmallValue(std::string_view(first, std::size_t(scanner.position() - first))).element());
    case Spelling::Other:
        break;
    }
    return json::toInt(SmallValue(scanner.skipValue()).element());
}

void scanMembers(JsonScanner &scanner, std::initializer_list<Wanted> wanted,
                 const std::function<bool(std::string_view key)> &readHere)
{
    JsonScanner::Container object = scanner.beginObject();
    std::string_view key;
    while (scanner.nextKey(object, key)) {
        if (readHere && readHere(key))
            continue;
        std::optional<std::string_view> *raw = nullptr;
        for (const Wanted &w : wanted)
            if (w.key == key)
                raw = w.raw;
        const std::string_view value = scanner.skipValue();
        if (raw && !*raw)
            *raw = value;
    }
}

} // namespace hg::speedscope
