#include "AttributeJson.h"

#include "JsonWriter.h"
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

} // namespace hg
