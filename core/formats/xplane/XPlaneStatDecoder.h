#pragma once
#include "formats/ProtoCursor.h"
#include "XPlaneIdMap.h"
#include "model/AttributeTable.h"

#include <QCoreApplication>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace hg {

class XPlaneLockedBuilder;

// Resolves the XStats of one plane to name = value: the name from the
// plane's stat metadata, a ref_value to the name of the stat metadata it
// points at. Once the metadata is added, decode() may run on several
// threads at once.
class XPlaneStatDecoder
{
    Q_DECLARE_TR_FUNCTIONS(XPlaneStatDecoder)
public:
    struct Stat
    {
        StringId key{};
        AttributeValue value;
    };

    explicit XPlaneStatDecoder(XPlaneLockedBuilder &builder) : m_builder(builder) {}

    // An XStatMetadata message (the value of a stat_metadata map entry).
    void addMetadata(std::int64_t mapKey, ProtoCursor message);
    // The entries of a plane's stat_metadata map.
    void addMetadataEntries(const std::vector<ProtoCursor> &entries);
    // Always inline: it runs for every stat of every event, and a Stat
    // returned through memory was read back before its stores had landed
    // (a store-forwarding stall: 15 % of decoding a line).
    [[gnu::always_inline]] Stat decode(ProtoCursor message);
    // Ids that no stat metadata named, for one warning per plane.
    std::size_t unknownIds() const;

private:
    StringId nameOf(std::int64_t id)
    {
        const StringId *name = m_names.find(id);
        return name ? *name : unknownName(id);
    }
    StringId unknownName(std::int64_t id);
    StringId internString(std::string_view text);
    StringId addBytes(std::string_view bytes);

    XPlaneLockedBuilder &m_builder;
    XPlaneIdMap<StringId> m_names; // read-only once decoding starts
    mutable std::mutex m_unknownMutex;
    std::unordered_map<std::int64_t, StringId> m_unknownNames; // ids no metadata names
};

inline XPlaneStatDecoder::Stat XPlaneStatDecoder::decode(ProtoCursor c)
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
            stat.value = AttributeValue::fromString(internString(c.bytes()));
            break;
        case 6:
            if (f.type != ProtoCursor::Length)
                c.wrongType("XStat", f);
            stat.value = AttributeValue::fromBytes(addBytes(c.bytes()));
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
