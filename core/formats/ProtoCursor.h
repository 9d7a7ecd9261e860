#pragma once
#include <QCoreApplication>
#include <QtGlobal>
#include <cstdint>
#include <string_view>

namespace hg {

// Reads the protobuf wire format (XPlane, pprof) straight from the file
// bytes, field by field, without a message parser (libprotobuf stops at
// 2 GB and allocates ~200 bytes per event). Every read is bounds-checked against the enclosing
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
    ProtoCursor(std::string_view bytes, qint64 fileOffset)
        : m_begin(bytes.data()), m_pos(bytes.data()), m_end(bytes.data() + bytes.size()), m_limit(m_end), m_fileOffset(fileOffset) {}

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
    [[noreturn]] void lengthPastEnd(const char *lengthAt, std::uint64_t length) const;
    std::uint64_t slowVarint();

    const char *m_begin;
    const char *m_pos;
    const char *m_end;
    // The end of the outermost message: bytes up to here may be read (not
    // used) by a fast path that checks against m_end only afterwards.
    const char *m_limit;
    qint64 m_fileOffset;
};

inline std::uint64_t ProtoCursor::varint()
{
    // Most varints (ids, small lengths) fit one byte.
    if (m_pos < m_end && !(static_cast<unsigned char>(*m_pos) & 0x80))
        return static_cast<unsigned char>(*m_pos++);
    // Times in ps take 5 to 8. Where 10 bytes are readable (in this message
    // or the ones around it) the bytes need no check each; only the end does.
    if (m_limit - m_pos >= 10 && m_pos < m_end) {
        const auto *p = reinterpret_cast<const unsigned char *>(m_pos);
        std::uint64_t value = p[0] & 0x7F;
        for (int i = 1; i < 10; ++i) {
            value |= std::uint64_t(p[i] & 0x7F) << (7 * i);
            if (!(p[i] & 0x80)) {
                if (i + 1 > m_end - m_pos)
                    break; // runs past its message: slowVarint() reports it
                m_pos += i + 1;
                return value;
            }
        }
    }
    return slowVarint(); // near the end, or too long (which it reports)
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

inline std::string_view ProtoCursor::bytes()
{
    const char *lengthAt = m_pos;
    const std::uint64_t length = varint();
    if (length > std::uint64_t(m_end - m_pos))
        lengthPastEnd(lengthAt, length); // before anything is made of it
    const std::string_view v(m_pos, std::size_t(length));
    m_pos += length;
    return v;
}

inline ProtoCursor ProtoCursor::message()
{
    const std::string_view v = bytes();
    ProtoCursor inner(v, m_fileOffset + (v.data() - m_begin));
    inner.m_limit = m_limit;
    return inner;
}

} // namespace hg
