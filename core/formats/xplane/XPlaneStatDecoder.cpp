#include "XPlaneStatDecoder.h"

#include "XPlaneLockedBuilder.h"

#include <optional>

namespace hg {

void XPlaneStatDecoder::addMetadata(std::int64_t mapKey, ProtoCursor c)
{
    std::int64_t id = mapKey;
    std::string_view name;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        if (f.number == 1 && f.type == ProtoCursor::Varint)
            id = c.int64();
        else if (f.number == 2 && f.type == ProtoCursor::Length)
            name = c.bytes();
        else
            c.skip(f.type); // description: not shown anywhere
    }
    // The map key is what stats refer to; the id inside repeats it.
    m_names.insert(mapKey, m_builder.intern(name));
    if (id != mapKey)
        m_names.insert(id, m_builder.intern(name));
}

void XPlaneStatDecoder::addMetadataEntries(const std::vector<ProtoCursor> &entries)
{
    for (ProtoCursor entry : entries) {
        std::int64_t key = 0;
        std::optional<ProtoCursor> value;
        while (!entry.atEnd()) {
            const ProtoCursor::Field f = entry.field();
            if (f.number == 1 && f.type == ProtoCursor::Varint)
                key = entry.int64();
            else if (f.number == 2 && f.type == ProtoCursor::Length)
                value = entry.message();
            else
                entry.skip(f.type);
        }
        if (value)
            addMetadata(key, *value);
    }
}

StringId XPlaneStatDecoder::unknownName(std::int64_t id)
{
    const std::lock_guard<std::mutex> lock(m_unknownMutex);
    const auto it = m_unknownNames.find(id);
    if (it != m_unknownNames.end())
        return it->second;
    const QByteArray name = QStringLiteral("stat #%1").arg(id).toUtf8();
    return m_unknownNames[id] = m_builder.intern(std::string_view(name.constData(), std::size_t(name.size())));
}

std::size_t XPlaneStatDecoder::unknownIds() const
{
    const std::lock_guard<std::mutex> lock(m_unknownMutex);
    return m_unknownNames.size();
}

XPlaneStatDecoder::Stat XPlaneStatDecoder::decode(ProtoCursor c)
{
    std::int64_t id = 0;
    Stat stat;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        switch (f.number) {
        case 1:
            if (f.type != ProtoCursor::Varint)
                c.wrongType("XStat", f);
            id = c.int64();
            break;
        case 2:
            if (f.type != ProtoCursor::Fixed64)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromDouble(c.float64());
            break;
        case 3:
            if (f.type != ProtoCursor::Varint)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromUInt(c.varint());
            break;
        case 4:
            if (f.type != ProtoCursor::Varint)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromInt(c.int64());
            break;
        case 5:
            if (f.type != ProtoCursor::Length)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromString(m_builder.intern(c.bytes()));
            break;
        case 6:
            if (f.type != ProtoCursor::Length)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromBytes(m_builder.addUniqueString(c.bytes()));
            break;
        case 7:
            if (f.type != ProtoCursor::Varint)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromRef(nameOf(std::int64_t(c.varint())));
            break;
        default:
            c.skip(f.type);
        }
    }
    stat.key = nameOf(id);
    return stat;
}

} // namespace hg
