#pragma once
#include "io/ReadError.h"

#include <QByteArrayView>
#include <QString>
#include <optional>
#include <simdjson.h>
#include <string>
#include <string_view>

namespace hg {

// A parsed JSON document (simdjson DOM, the fast path). Bad JSON throws a
// ReadError with the byte offset and line of the problem.
class JsonDocument
{
public:
    explicit JsonDocument(QByteArrayView data);
    simdjson::dom::element root() const { return m_root; }

    static qint64 lineAt(QByteArrayView data, qint64 offset);
    // Where the JSON value of `data` begins: past a UTF-8 byte order mark
    // and whitespace (data.size() when there is none).
    static qsizetype valueStart(QByteArrayView data);
    // An error found in a part of `whole` that starts at `partOffset` (an
    // envelope item, one of several documents), located in the whole file.
    static ReadError inWhole(const ReadError &e, QByteArrayView whole, qint64 partOffset);

private:
    simdjson::dom::parser m_parser;
    simdjson::dom::element m_root;
};

// Lenient accessors: real producers send numbers as strings and strings as
// numbers. Each returns nullopt when the value is missing or unusable.
namespace json {
std::optional<simdjson::dom::element> field(simdjson::dom::element object, std::string_view key);
std::optional<std::int64_t> toInt(simdjson::dom::element value);   // 12, "12", 12.0, "0x1f"
std::optional<std::uint64_t> toUInt(simdjson::dom::element value); // also hex strings
std::optional<double> toDouble(simdjson::dom::element value);      // 1.5, "1.5"
std::optional<std::string> toText(simdjson::dom::element value);   // "a", 12 -> "12", true
std::optional<bool> toBool(simdjson::dom::element value);
// A field's value as text (toText), empty when missing or unusable.
QString fieldText(simdjson::dom::element object, std::string_view key);
std::string_view typeName(simdjson::dom::element value);
// The array or object behind an element, by value (never a reference into a
// temporary result, which a range-for would leave dangling). Empty if the
// element is something else.
simdjson::dom::array asArray(simdjson::dom::element value);
simdjson::dom::object asObject(simdjson::dom::element value);
} // namespace json

} // namespace hg
