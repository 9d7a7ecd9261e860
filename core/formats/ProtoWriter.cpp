#include "ProtoWriter.h"

#include <cstring>

namespace hg {

void ProtoWriter::varint(std::uint64_t value)
{
    char bytes[10];
    int n = 0;
    while (value >= 0x80) {
        bytes[n++] = char((value & 0x7F) | 0x80);
        value >>= 7;
    }
    bytes[n++] = char(value);
    m_buffer.append(bytes, n);
}

void ProtoWriter::uint64(std::uint32_t field, std::uint64_t value)
{
    key(field, 0);
    varint(value);
}

void ProtoWriter::float64(std::uint32_t field, double value)
{
    key(field, 1);
    char bytes[8];
    std::memcpy(bytes, &value, 8);
    m_buffer.append(bytes, 8);
}

void ProtoWriter::bytes(std::uint32_t field, std::string_view value)
{
    key(field, 2);
    varint(value.size());
    m_buffer.append(value.data(), qsizetype(value.size()));
}

} // namespace hg
