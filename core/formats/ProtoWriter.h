#pragma once
#include <QByteArray>
#include <cstdint>
#include <string_view>

namespace hg {

// Appends protobuf wire-format fields to a buffer. A nested message is
// written into its own ProtoWriter first and added with message(), which
// puts its length in front.
class ProtoWriter
{
public:
    void uint64(std::uint32_t field, std::uint64_t value);
    void int64(std::uint32_t field, std::int64_t value) { uint64(field, std::uint64_t(value)); }
    void float64(std::uint32_t field, double value);
    void bytes(std::uint32_t field, std::string_view value);
    void message(std::uint32_t field, const ProtoWriter &nested) { bytes(field, nested.view()); }
    // A bare varint: an element of a packed repeated field, which is then
    // added to its message with bytes().
    void varintValue(std::uint64_t value) { varint(value); }
    // Fields another writer already framed, appended as they are.
    void append(const ProtoWriter &fields) { m_buffer.append(fields.m_buffer); }

    std::string_view view() const { return {m_buffer.constData(), std::size_t(m_buffer.size())}; }
    const QByteArray &buffer() const { return m_buffer; }
    QByteArray take() { return std::move(m_buffer); }
    void clear() { m_buffer.resize(0); } // keeps the capacity for the next message
    bool isEmpty() const { return m_buffer.isEmpty(); }

private:
    void key(std::uint32_t field, std::uint32_t wireType) { varint((std::uint64_t(field) << 3) | wireType); }
    void varint(std::uint64_t value);

    QByteArray m_buffer;
};

} // namespace hg
