#include "JsonStream.h"

#include "JsonDocument.h"
#include "JsonText.h"

#include <QCoreApplication>

namespace hg {

using simdjson::ondemand::json_type;

JsonStream::JsonStream(QByteArrayView data, qint64 readablePadding)
    : JsonStream(data, readablePadding, m_ownParser)
{
}

JsonStream::JsonStream(QByteArrayView data, qint64 readablePadding, simdjson::ondemand::parser &parser)
    : m_data(data), m_parser(&parser)
{
    if (readablePadding >= qint64(simdjson::SIMDJSON_PADDING)) {
        start(simdjson::padded_string_view(data.data(), std::size_t(data.size()), std::size_t(data.size() + readablePadding)));
    } else {
        m_copy = simdjson::padded_string(data.data(), std::size_t(data.size()));
        m_data = QByteArrayView(m_copy.data(), qsizetype(m_copy.size()));
        start(m_copy);
    }
}

JsonStream::JsonStream(QByteArrayView data, qint64 readablePadding, simdjson::ondemand::parser &parser, Placement placement)
    : m_data(data), m_placement(placement), m_parser(&parser)
{
    Q_ASSERT(readablePadding >= qint64(simdjson::SIMDJSON_PADDING));
    start(simdjson::padded_string_view(data.data(), std::size_t(data.size()), std::size_t(data.size() + readablePadding)));
}

void JsonStream::start(simdjson::padded_string_view view)
{
    if (m_data.size() >= qint64(0xFFFFFFFF))
        throw ReadError(QCoreApplication::translate("hg::JsonDocument", "the JSON document is larger than 4 GiB"), 0, 1);
    if (const auto error = m_parser->iterate(view).get(m_document))
        throw this->error(simdjson::simdjson_error(error));
}

qint64 JsonStream::offsetOf(const char *where) const
{
    if (!where || where < m_data.data() || where > m_data.data() + m_data.size())
        return -1;
    return qint64(where - m_data.data()) + (m_placement ? m_placement->origin : 0);
}

std::string_view JsonStream::inFile(std::string_view text) const
{
    const qint64 offset = offsetOf(text.data());
    if (!m_placement || offset < 0)
        return text;
    return std::string_view(m_placement->file.data() + offset, text.size());
}

ReadError JsonStream::error(const QString &message, const char *where) const
{
    const qint64 offset = offsetOf(where);
    return ReadError(message, offset, offset >= 0 ? JsonDocument::lineAt(m_placement ? m_placement->file : m_data, offset) : -1);
}

ReadError JsonStream::error(const simdjson::simdjson_error &e) const
{
    // The streaming parser stops late and vaguely; a full parse says exactly
    // where the syntax breaks (only on this error path, so speed is no issue).
    if (e.error() != simdjson::INCORRECT_TYPE && e.error() != simdjson::NUMBER_ERROR && e.error() != simdjson::CAPACITY) {
        try {
            JsonDocument locate(m_data);
        } catch (const ReadError &located) {
            return m_placement ? JsonDocument::inWhole(located, m_placement->file, m_placement->origin) : located;
        }
    }
    const char *where = nullptr;
    auto &document = const_cast<simdjson::ondemand::document &>(m_document);
    if (document.current_location().get(where))
        where = m_data.data() + m_data.size(); // past the end: truncated input
    const QString what = e.error() == simdjson::INCORRECT_TYPE
        ? QCoreApplication::translate("hg::JsonDocument", "a value of an unexpected type")
        : QString::fromUtf8(simdjson::error_message(e.error()));
    return error(QCoreApplication::translate("hg::JsonDocument", "invalid JSON: %1").arg(what), where);
}

namespace json {

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\r' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}
} // namespace

namespace detail {

std::optional<std::int64_t> toIntSlow(StreamValue v)
{
    switch (typeOf(v)) {
    case json_type::number: {
        double d;
        if (!v.get_double().get(d))
            return roundToInt(d);
        return std::nullopt;
    }
    case json_type::string: {
        const auto text = toTextView(v);
        return text ? intFromText(*text) : std::nullopt;
    }
    default: return std::nullopt;
    }
}

std::optional<std::string_view> unescapedText(StreamValue v)
{
    switch (typeOf(v)) {
    case json_type::string: {
        std::string_view s;
        if (v.get_string().get(s))
            return std::nullopt;
        return s;
    }
    case json_type::number:
    case json_type::boolean: return trimmed(v.raw_json_token());
    default: return std::nullopt;
    }
}

std::string_view unescapedKey(simdjson::ondemand::field field)
{
    std::string_view unescaped;
    if (field.unescaped_key().get(unescaped))
        return {};
    return unescaped;
}

} // namespace detail

std::optional<std::uint64_t> toUInt(StreamValue &v)
{
    switch (typeOf(v)) {
    case json_type::number: {
        std::uint64_t u;
        if (!v.get_uint64().get(u))
            return u;
        const auto i = toInt(v);
        return i && *i >= 0 ? std::optional<std::uint64_t>(std::uint64_t(*i)) : std::nullopt;
    }
    case json_type::string: {
        const auto text = toTextView(v);
        return text ? uintFromText(*text) : std::nullopt;
    }
    default: return std::nullopt;
    }
}

std::optional<double> toDouble(StreamValue &v)
{
    switch (typeOf(v)) {
    case json_type::number: {
        double d;
        if (!v.get_double().get(d))
            return d;
        return std::nullopt;
    }
    case json_type::string: {
        const auto text = toTextView(v);
        return text ? doubleFromText(*text) : std::nullopt;
    }
    default: return std::nullopt;
    }
}

std::optional<bool> toBool(StreamValue &v)
{
    switch (typeOf(v)) {
    case json_type::boolean: {
        bool b;
        if (!v.get_bool().get(b))
            return b;
        return std::nullopt;
    }
    case json_type::number: {
        const auto i = toInt(v);
        return i ? std::optional<bool>(*i != 0) : std::nullopt;
    }
    case json_type::string: {
        std::string_view s;
        if (v.get_string().get(s))
            return std::nullopt;
        if (s == "true" || s == "1")
            return true;
        if (s == "false" || s == "0")
            return false;
        return std::nullopt;
    }
    default: return std::nullopt;
    }
}

std::string_view rawJson(StreamValue &v)
{
    std::string_view raw;
    switch (typeOf(v)) {
    case json_type::object: {
        simdjson::ondemand::object o;
        if (!v.get_object().get(o) && !o.raw_json().get(raw))
            return raw;
        return {};
    }
    case json_type::array: {
        simdjson::ondemand::array a;
        if (!v.get_array().get(a) && !a.raw_json().get(raw))
            return raw;
        return {};
    }
    default: return trimmed(v.raw_json_token());
    }
}

bool isNull(StreamValue &v)
{
    return typeOf(v) == json_type::null;
}

} // namespace json
} // namespace hg
