#include "ProtoCursor.h"

#include "io/ReadError.h"

#include <cstring>

namespace hg {

void ProtoCursor::fail(const QString &what) const
{
    throw ReadError(tr("corrupted or truncated protobuf at byte %1: %2").arg(offset()).arg(what), offset());
}

void ProtoCursor::wrongType(const char *message, const Field &field) const
{
    fail(tr("field %1 of %2 has wire type %3, which that field cannot have")
             .arg(field.number).arg(QString::fromLatin1(message)).arg(int(field.type)));
}

std::uint64_t ProtoCursor::slowVarint()
{
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (m_pos == m_end)
            fail(tr("a number runs past the end of its message"));
        const auto byte = static_cast<unsigned char>(*m_pos++);
        value |= std::uint64_t(byte & 0x7F) << shift;
        if (!(byte & 0x80))
            return value;
    }
    fail(tr("a number is longer than 10 bytes"));
}

std::uint64_t ProtoCursor::fixed64()
{
    if (m_end - m_pos < 8)
        fail(tr("an 8-byte value runs past the end of its message"));
    std::uint64_t v;
    std::memcpy(&v, m_pos, 8); // little-endian on the wire, as on every platform Qt 6 runs on here
    m_pos += 8;
    return v;
}

std::uint32_t ProtoCursor::fixed32()
{
    if (m_end - m_pos < 4)
        fail(tr("a 4-byte value runs past the end of its message"));
    std::uint32_t v;
    std::memcpy(&v, m_pos, 4);
    m_pos += 4;
    return v;
}

double ProtoCursor::float64()
{
    const std::uint64_t bits = fixed64();
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
}

void ProtoCursor::lengthPastEnd(const char *lengthAt, std::uint64_t length) const
{
    const qint64 at = m_fileOffset + (lengthAt - m_begin);
    throw ReadError(tr("corrupted or truncated protobuf at byte %1: a length of %2 bytes runs past the end of "
                       "its message (%3 bytes left)").arg(at).arg(length).arg(m_end - m_pos), at);
}

void ProtoCursor::skip(WireType type)
{
    switch (type) {
    case Varint: varint(); return;
    case Fixed64: fixed64(); return;
    case Length: bytes(); return;
    case Fixed32: fixed32(); return;
    case StartGroup:
    case EndGroup: fail(tr("a group field (wire type %1), which proto3 files never contain").arg(int(type)));
    }
    fail(tr("an unknown wire type %1").arg(int(type)));
}

} // namespace hg
