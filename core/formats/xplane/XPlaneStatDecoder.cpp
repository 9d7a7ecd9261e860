#include "XPlaneStatDecoder.h"

#include "XPlaneLockedBuilder.h"
#include "XPlanePlane.h"

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
    for (const ProtoCursor &entry : entries) {
        const XPlaneMapEntry e = XPlaneMapEntry::read(entry);
        if (e.value)
            addMetadata(e.key, *e.value);
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

StringId XPlaneStatDecoder::internString(std::string_view text) { return m_builder.intern(text); }
StringId XPlaneStatDecoder::addBytes(std::string_view bytes) { return m_builder.addUniqueString(bytes); }

} // namespace hg
