#pragma once
#include "io/ReadError.h"

#include <QByteArrayView>
#include <QString>
#include <optional>
#include <simdjson.h>
#include <string_view>

namespace hg {

// A JSON document read front to back without building a tree (simdjson
// On-Demand), so a large file costs little more memory than its bytes. The
// input is parsed in place when `readablePadding` bytes may be read past its
// end, otherwise from a padded copy.
class JsonStream
{
public:
    JsonStream(QByteArrayView data, qint64 readablePadding);
    // The same with a parser reused from document to document (its buffers
    // kept).
    JsonStream(QByteArrayView data, qint64 readablePadding, simdjson::ondemand::parser &parser);
    // A piece of a larger file: `data` stands for the bytes from `origin` of
    // `file` on, and offsets and errors are the file's. `parser` is reused
    // from piece to piece (its buffers kept).
    struct Placement
    {
        QByteArrayView file;
        qint64 origin = 0;
    };
    JsonStream(QByteArrayView data, qint64 readablePadding, simdjson::ondemand::parser &parser, Placement placement);
    JsonStream(const JsonStream &) = delete;
    JsonStream &operator=(const JsonStream &) = delete;

    simdjson::ondemand::document &document() { return m_document; }
    QByteArrayView data() const { return m_data; }

    // The ReadError for a simdjson error met while reading, located at the
    // parser's current position (or at `where` inside the input).
    ReadError error(const simdjson::simdjson_error &e) const;
    ReadError error(const QString &message, const char *where = nullptr) const;
    // Where `where`, inside the input, lies in the file; -1 outside it.
    qint64 offsetOf(const char *where) const;
    // The same text in the file (of a piece: its bytes in the file, which
    // outlive the piece's copy).
    std::string_view inFile(std::string_view text) const;

private:
    void start(simdjson::padded_string_view view);

    simdjson::padded_string m_copy;
    QByteArrayView m_data;
    std::optional<Placement> m_placement;
    simdjson::ondemand::parser m_ownParser;
    simdjson::ondemand::parser *m_parser = &m_ownParser;
    simdjson::ondemand::document m_document;
};

// Lenient accessors for streamed values, as for the DOM ones in JsonDocument.h:
// numbers may arrive as strings and strings as numbers. Each reads the value
// (it cannot be read again) and returns nullopt when it is missing or unusable.
namespace json {
using StreamValue = simdjson::ondemand::value;
// The value's type; null when it cannot be told (bad JSON there).
inline simdjson::ondemand::json_type typeOf(StreamValue &value);
inline std::optional<std::int64_t> toInt(StreamValue &value);
std::optional<std::uint64_t> toUInt(StreamValue &value);
std::optional<double> toDouble(StreamValue &value);
std::optional<bool> toBool(StreamValue &value);
// Text of a string (unescaped; valid while the document lives) or of a
// number or boolean as written; nullopt for null, objects and arrays.
inline std::optional<std::string_view> toTextView(StreamValue &value);
// The raw JSON of any value (an object or array whole), for a small DOM parse.
std::string_view rawJson(StreamValue &value);
// A member's key, straight from the input when it has no escapes (no copy
// into the parser's string buffer, which would grow with the document).
inline std::string_view keyOf(simdjson::ondemand::field &field);
// An object's members in place, for the hot loops:
//   for (json::FieldResult member : object) {
//       simdjson::ondemand::field &field = json::fieldOf(member); // throws its error
//       json::StreamValue &value = field.value();
// `for (ondemand::field f : object)` and `value v = f.value()` copy the
// field and its value; GCC copies these small structs as two 16-byte halves
// right after storing their members one by one, and each such load waits
// for the stores to retire (a failed store forward): a third of the time
// of reading a Chrome trace's events.
using FieldResult = simdjson::simdjson_result<simdjson::ondemand::field>;
inline simdjson::ondemand::field &fieldOf(FieldResult &member)
{
    if (member.error())
        throw simdjson::simdjson_error(member.error());
    return member.value_unsafe();
}
bool isNull(StreamValue &value);

namespace detail {
std::optional<std::int64_t> toIntSlow(StreamValue value); // by value: callers keep theirs in registers
std::optional<std::string_view> unescapedText(StreamValue value);
std::string_view unescapedKey(simdjson::ondemand::field field);
} // namespace detail
} // namespace json

} // namespace hg

// Millions of calls a second come through these from the readers' hot loops:
// defined inline so the compiler keeps simdjson's small iterator objects in
// registers instead of spilling them for each call.
#include "JsonStreamAccessors.inl"
