#pragma once
#include "model/AttributeTable.h"

namespace hg {

class JsonWriter;
class StringPool;

// An attribute as the JSON value it was read from: numbers and booleans
// typed, strings quoted, kept objects and arrays as they were.
void writeAttributeValue(JsonWriter &json, const StringPool &strings, const AttributeValue &value);

} // namespace hg
