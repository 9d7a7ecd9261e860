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

std::optional<UninternedAttribute> toUninternedAttribute(StreamValue &value, const JsonStream *stream)
{
    using simdjson::ondemand::json_type;
    auto text = [&value] { return UninternedAttribute{AttributeValue::fromString(StringId{0}), toTextView(value).value_or(std::string_view())}; };
    switch (typeOf(value)) {
    case json_type::null: return std::nullopt;
    case json_type::boolean: return UninternedAttribute{AttributeValue::fromBool(toBool(value).value_or(false)), {}};
    case json_type::number: {
        std::int64_t i;
        double d;
        if (!value.get_int64().get(i))
            return UninternedAttribute{AttributeValue::fromInt(i), {}};
        if (!value.get_double().get(d))
            return UninternedAttribute{AttributeValue::fromDouble(d), {}};
        return text();
    }
    case json_type::string: return text();
    default: {
        const std::string_view raw = rawJson(value);
        return UninternedAttribute{AttributeValue::fromJson(StringId{0}), stream ? stream->inFile(raw) : raw};
    }
    }
}

std::optional<AttributeValue> toAttribute(ProfileBuilder &builder, StreamValue &value, const JsonStream *stream)
{
    std::optional<UninternedAttribute> a = toUninternedAttribute(value, stream);
    if (a && a->needsText())
        a->value.s = builder.intern(a->text);
    return a ? std::optional<AttributeValue>(a->value) : std::nullopt;
}

} // namespace json

} // namespace hg
