#include "JsonDocument.h"

#include "JsonDepthGuard.h"
#include "JsonText.h"
#include "io/ReadError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <charconv>
#include <cmath>

namespace hg {

JsonDocument::JsonDocument(QByteArrayView data)
{
    const simdjson::padded_string padded(data.data(), std::size_t(data.size()));
    auto result = m_parser.parse(padded);
    if (result.error() == simdjson::SUCCESS) {
        m_root = result.value_unsafe();
        return;
    }
    // simdjson does not say where; Qt's parser does, and speed no longer matters.
    QJsonParseError qtError;
    QJsonDocument::fromJson(data.toByteArray(), &qtError);
    qint64 offset = qtError.error != QJsonParseError::NoError ? qtError.offset : -1;
    QString what = qtError.error != QJsonParseError::NoError
        ? qtError.errorString()
        : QString::fromUtf8(simdjson::error_message(result.error()));
    if (result.error() == simdjson::CAPACITY)
        what = QCoreApplication::translate("hg::JsonDocument", "the JSON document is larger than 4 GiB");
    if (result.error() == simdjson::DEPTH_ERROR) // not invalid, but refused: say so as the streaming readers do
        throw ReadError(JsonDepthGuard::message(QCoreApplication::translate("hg::JsonDocument", "objects and arrays")), offset,
                        offset >= 0 ? lineAt(data, offset) : -1);
    throw ReadError(QCoreApplication::translate("hg::JsonDocument", "invalid JSON: %1").arg(what), offset,
                    offset >= 0 ? lineAt(data, offset) : -1);
}

ReadError JsonDocument::inWhole(const ReadError &e, QByteArrayView whole, qint64 partOffset)
{
    if (e.offset() < 0 || partOffset == 0)
        return e;
    const qint64 offset = partOffset + e.offset();
    return ReadError(e.message(), offset, lineAt(whole, offset));
}

qsizetype JsonDocument::valueStart(QByteArrayView data)
{
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < data.size() && (data[i] == ' ' || data[i] == '\n' || data[i] == '\r' || data[i] == '\t'))
        ++i;
    return i;
}

qint64 JsonDocument::lineAt(QByteArrayView data, qint64 offset)
{
    qint64 line = 1;
    const qint64 end = std::min<qint64>(offset, data.size());
    for (qint64 i = 0; i < end; ++i)
        if (data[i] == '\n')
            ++line;
    return line;
}

namespace json {

using simdjson::dom::element;
using simdjson::dom::element_type;

std::optional<element> field(element object, std::string_view key)
{
    if (object.type() != element_type::OBJECT)
        return std::nullopt;
    auto r = object.get_object().value_unsafe().at_key(key);
    if (r.error() != simdjson::SUCCESS || r.value_unsafe().is_null())
        return std::nullopt;
    return r.value_unsafe();
}


std::optional<std::int64_t> toInt(element v)
{
    switch (v.type()) {
    case element_type::INT64: return v.get_int64().value_unsafe();
    case element_type::UINT64: {
        const std::uint64_t u = v.get_uint64().value_unsafe();
        return u <= std::uint64_t(INT64_MAX) ? std::optional<std::int64_t>(std::int64_t(u)) : std::nullopt;
    }
    case element_type::DOUBLE: return roundToInt(v.get_double().value_unsafe());
    case element_type::STRING: return intFromText(v.get_string().value_unsafe());
    default: return std::nullopt;
    }
}

std::optional<std::uint64_t> toUInt(element v)
{
    if (v.type() == element_type::UINT64)
        return v.get_uint64().value_unsafe();
    if (v.type() == element_type::STRING)
        return uintFromText(v.get_string().value_unsafe());
    const auto i = toInt(v);
    return i && *i >= 0 ? std::optional<std::uint64_t>(std::uint64_t(*i)) : std::nullopt;
}

std::optional<double> toDouble(element v)
{
    switch (v.type()) {
    case element_type::INT64: return double(v.get_int64().value_unsafe());
    case element_type::UINT64: return double(v.get_uint64().value_unsafe());
    case element_type::DOUBLE: return v.get_double().value_unsafe();
    case element_type::STRING: return doubleFromText(v.get_string().value_unsafe());
    default: return std::nullopt;
    }
}

std::optional<std::string> toText(element v)
{
    switch (v.type()) {
    case element_type::STRING: return std::string(v.get_string().value_unsafe());
    case element_type::INT64: return std::to_string(v.get_int64().value_unsafe());
    case element_type::UINT64: return std::to_string(v.get_uint64().value_unsafe());
    case element_type::DOUBLE: return QByteArray::number(v.get_double().value_unsafe(), 'g', 17).toStdString();
    case element_type::BOOL: return std::string(v.get_bool().value_unsafe() ? "true" : "false");
    default: return std::nullopt;
    }
}

std::optional<bool> toBool(element v)
{
    if (v.type() == element_type::BOOL)
        return v.get_bool().value_unsafe();
    if (const auto i = toInt(v))
        return *i != 0;
    if (v.type() == element_type::STRING) {
        const std::string_view s = v.get_string().value_unsafe();
        if (s == "true")
            return true;
        if (s == "false")
            return false;
    }
    return std::nullopt;
}

std::string_view typeName(element v)
{
    switch (v.type()) {
    case element_type::ARRAY: return "an array";
    case element_type::OBJECT: return "an object";
    case element_type::INT64:
    case element_type::UINT64:
    case element_type::DOUBLE: return "a number";
    case element_type::STRING: return "a string";
    case element_type::BOOL: return "a boolean";
    case element_type::NULL_VALUE: return "null";
    }
    return "a value";
}

simdjson::dom::array asArray(element v)
{
    simdjson::dom::array array;
    if (v.type() == element_type::ARRAY)
        array = v.get_array().value_unsafe();
    return array;
}

simdjson::dom::object asObject(element v)
{
    simdjson::dom::object object;
    if (v.type() == element_type::OBJECT)
        object = v.get_object().value_unsafe();
    return object;
}

QString fieldText(simdjson::dom::element object, std::string_view key)
{
    const std::optional<simdjson::dom::element> v = field(object, key);
    const std::optional<std::string> t = v ? toText(*v) : std::nullopt;
    return t ? QString::fromStdString(*t) : QString();
}

} // namespace json
} // namespace hg
