#pragma once
#include "ProtoCursor.h"
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
        StringId key = 0;
        AttributeValue value;
    };

    explicit XPlaneStatDecoder(XPlaneLockedBuilder &builder) : m_builder(builder) {}

    // An XStatMetadata message (the value of a stat_metadata map entry).
    void addMetadata(std::int64_t mapKey, ProtoCursor message);
    // The entries of a plane's stat_metadata map.
    void addMetadataEntries(const std::vector<ProtoCursor> &entries);
    Stat decode(ProtoCursor message);
    // Ids that no stat metadata named, for one warning per plane.
    std::size_t unknownIds() const;

private:
    StringId nameOf(std::int64_t id)
    {
        const StringId *name = m_names.find(id);
        return name ? *name : unknownName(id);
    }
    StringId unknownName(std::int64_t id);

    XPlaneLockedBuilder &m_builder;
    XPlaneIdMap<StringId> m_names; // read-only once decoding starts
    mutable std::mutex m_unknownMutex;
    std::unordered_map<std::int64_t, StringId> m_unknownNames; // ids no metadata names
};

} // namespace hg
