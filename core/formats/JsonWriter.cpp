#include "JsonWriter.h"

#include <charconv>
#include <cmath>

namespace hg {

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
    }
}

void JsonWriter::beginObject()
{
    separate();
    m_out += '{';
    m_first.push_back(true);
}

void JsonWriter::endObject()
{
    m_out += '}';
    m_first.pop_back();
}

void JsonWriter::beginArray()
{
    separate();
    m_out += '[';
    m_first.push_back(true);
}

void JsonWriter::endArray()
{
    m_out += ']';
    m_first.pop_back();
}

JsonWriter &JsonWriter::key(std::string_view name)
{
    separate();
    writeString(name);
    m_out += ':';
    m_afterKey = true;
    return *this;
}

void JsonWriter::value(std::string_view text)
{
    separate();
    writeString(text);
}

void JsonWriter::value(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    value(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

void JsonWriter::value(std::int64_t number)
{
    separate();
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
    m_out.append(buffer, end - buffer);
}

void JsonWriter::value(std::uint64_t number)
{
    separate();
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
    m_out.append(buffer, end - buffer);
}

void JsonWriter::value(double number)
{
    if (!std::isfinite(number)) {
        null();
        return;
    }
    separate();
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
    m_out.append(buffer, end - buffer);
}

void JsonWriter::value(bool flag)
{
    separate();
    m_out += flag ? "true" : "false";
}

void JsonWriter::raw(std::string_view json)
{
    separate();
    m_out.append(json.data(), qsizetype(json.size()));
}

void JsonWriter::null()
{
    separate();
    m_out += "null";
}

void JsonWriter::writeString(std::string_view text)
{
    static const char hex[] = "0123456789abcdef";
    m_out += '"';
    std::size_t plain = 0; // start of the run of characters needing no escape
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_out.append(text.data() + plain, qsizetype(i - plain));
        plain = i + 1;
        switch (c) {
        case '"': m_out += "\\\""; break;
        case '\\': m_out += "\\\\"; break;
        case '\n': m_out += "\\n"; break;
        case '\r': m_out += "\\r"; break;
        case '\t': m_out += "\\t"; break;
        default:
            m_out += "\\u00";
            m_out += hex[c >> 4];
            m_out += hex[c & 15];
        }
    }
    m_out.append(text.data() + plain, qsizetype(text.size() - plain));
    m_out += '"';
}

} // namespace hg
