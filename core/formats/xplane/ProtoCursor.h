#pragma once
#include <QCoreApplication>
#include <QtGlobal>
#include <cstdint>
#include <string_view>

namespace hg {

// Reads the protobuf wire format straight from the file bytes, field by
// field, without a message parser (libprotobuf stops at 2 GB and allocates
// ~200 bytes per event). Every read is bounds-checked against the enclosing
// message: a length that runs past it throws ReadError with the absolute byte
// offset before anything is allocated for it.
class ProtoCursor
{
    Q_DECLARE_TR_FUNCTIONS(ProtoCursor)
public:
    enum WireType : std::uint8_t { Varint = 0, Fixed64 = 1, Length = 2, StartGroup = 3, EndGroup = 4, Fixed32 = 5 };
    struct Field
    {
        std::uint32_t number = 0;
        WireType type = Varint;
    };

    // `fileOffset` is the absolute offset of `bytes` in the file, for errors.
    ProtoCursor(std::string_view bytes, qint64 fileOffset);

    bool atEnd() const { return m_pos == m_end; }
    qint64 offset() const { return m_fileOffset + (m_pos - m_begin); }
    std::size_t size() const { return std::size_t(m_end - m_begin); }
    qint64 fileOffset() const { return m_fileOffset; }

    Field field();
    std::uint64_t varint();
    std::int64_t int64() { return std::int64_t(varint()); }
    std::uint64_t fixed64();
    std::uint32_t fixed32();
    double float64();
    std::string_view bytes();
    ProtoCursor message();
    // Skips the value of a field whose number the reader does not use.
    void skip(WireType type);
    // Moves past whatever is left (a reader that has what it needs).
    void finish() { m_pos = m_end; }

    // Throws a ReadError at the cursor for a field of an unexpected type.
    [[noreturn]] void wrongType(const char *message, const Field &field) const;

private:
    [[noreturn]] void fail(const QString &what) const;
    std::uint64_t slowVarint();

    const char *m_begin;
    const char *m_pos;
    const char *m_end;
    qint64 m_fileOffset;
};

inline std::uint64_t ProtoCursor::varint()
{
    // Most varints (ids, small lengths) fit one byte.
    if (m_pos < m_end && !(static_cast<unsigned char>(*m_pos) & 0x80))
        return static_cast<unsigned char>(*m_pos++);
    return slowVarint();
}

inline ProtoCursor::Field ProtoCursor::field()
{
    const std::uint64_t key = varint();
    Field f;
    f.number = std::uint32_t(key >> 3);
    f.type = WireType(key & 7);
    if (f.number == 0 || key > 0xFFFFFFFFull)
        fail(tr("a field number of %1, which protobuf does not allow").arg(key >> 3));
    return f;
}

} // namespace hg
