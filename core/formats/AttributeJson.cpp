#include "AttributeJson.h"

#include "JsonWriter.h"
#include "model/ProfileBuilder.h"
#include "model/StringPool.h"

namespace hg {

void writeAttributeValue(JsonWriter &json, const StringPool &strings, const AttributeValue &v)
{
    switch (v.kind) {
    case AttributeValue::Kind::Int: json.value(v.i); break;
    case AttributeValue::Kind::UInt: json.value(v.u); break;
    case AttributeValue::Kind::Double: json.value(v.d); break;
    case AttributeValue::Kind::Bool: json.value(v.b); break;
    case AttributeValue::Kind::String:
    case AttributeValue::Kind::Ref: json.value(strings.view(v.s)); break;
    case AttributeValue::Kind::Bytes: json.value(QString::fromLatin1(QByteArray(strings.view(v.s).data(), qsizetype(strings.view(v.s).size())).toBase64())); break;
    case AttributeValue::Kind::Span: json.value(v.u); break;
    case AttributeValue::Kind::Json: json.raw(strings.view(v.s)); break;
    }
}

namespace json {

std::optional<AttributeValue> toAttribute(ProfileBuilder &builder, StreamValue &value, const JsonStream *stream)
{
    using simdjson::ondemand::json_type;
    switch (typeOf(value)) {
    case json_type::null: return std::nullopt;
    case json_type::boolean: return AttributeValue::fromBool(toBool(value).value_or(false));
    case json_type::number: {
        std::int64_t i;
        double d;
        if (!value.get_int64().get(i))
            return AttributeValue::fromInt(i);
        if (!value.get_double().get(d))
            return AttributeValue::fromDouble(d);
        return AttributeValue::fromString(builder.intern(toTextView(value).value_or(std::string_view())));
    }
    case json_type::string: return AttributeValue::fromString(builder.intern(toTextView(value).value_or(std::string_view())));
    default: {
        const std::string_view raw = rawJson(value);
        return AttributeValue::fromJson(builder.intern(stream ? stream->inFile(raw) : raw));
    }
    }
}

} // namespace json

} // namespace hg
