#pragma once
#include <QByteArray>
#include <QString>
#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// Compact JSON text written front to back into one buffer; commas and
// escaping are handled here so writers only say what goes where.
class JsonWriter
{
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    JsonWriter &key(std::string_view name);

    void value(std::string_view text);
    void value(const QString &text);
    void value(const char *text) { value(std::string_view(text)); }
    void value(std::int64_t number);
    void value(std::uint64_t number);
    void value(int number) { value(std::int64_t(number)); }
    void value(std::uint32_t number) { value(std::uint64_t(number)); }
    void value(double number); // shortest text that reads back the same; null if not finite
    void value(bool flag);
    void null();
    // Text that is already valid JSON (an object kept from the input).
    void raw(std::string_view json);

    const QByteArray &text() const { return m_out; }
    QByteArray take() { return std::move(m_out); }
    void reserve(qsizetype bytes) { m_out.reserve(bytes); }

private:
    void separate();
    void writeString(std::string_view text);

    QByteArray m_out;
    std::vector<bool> m_first; // per open container: nothing written in it yet
    bool m_afterKey = false;
};

} // namespace hg
