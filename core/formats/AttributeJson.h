#pragma once
#include "formats/JsonStream.h"
#include "model/AttributeTable.h"

#include <optional>

namespace hg {

class JsonWriter;
class ProfileBuilder;
class StringPool;

// An attribute as the JSON value it was read from: numbers and booleans
// typed, strings quoted, kept objects and arrays as they were.
void writeAttributeValue(JsonWriter &json, const StringPool &strings, const AttributeValue &value);

namespace json {
// The other way: a streamed JSON value as an attribute (integers as Int,
// other numbers as Double, objects and arrays kept as their JSON text);
// nullopt for null. With `stream`, that text is taken from its file (a
// batch's copy may have parts blanked, see JsonArrayBatches::setEdit).
std::optional<AttributeValue> toAttribute(ProfileBuilder &builder, StreamValue &value, const JsonStream *stream = nullptr);

// The same without a builder, for a parser running beside the one that
// fills the model: a String or Json value's `text` is still to be interned
// (and is valid while the parsed document lives).
struct UninternedAttribute
{
    AttributeValue value;
    std::string_view text;
    bool needsText() const { return value.kind == AttributeValue::Kind::String || value.kind == AttributeValue::Kind::Json; }
};
std::optional<UninternedAttribute> toUninternedAttribute(StreamValue &value, const JsonStream *stream = nullptr);
} // namespace json

} // namespace hg
