#pragma once
#include "model/AttributeTable.h"

#include <functional>
#include <vector>

namespace hg {

// Where a copy's strings are: the source's own pool (empty, the ids stay),
// or another pool, old id -> the id of the same text there (a merge).
class StringMap
{
public:
    StringMap() = default;
    explicit StringMap(std::vector<StringId> to) : m_to(std::move(to)) {}

    StringId operator()(StringId id) const { return m_to.empty() || id >= m_to.size() ? id : m_to[id]; }
    // A value whose kind holds a string id, with that id moved.
    AttributeValue operator()(AttributeValue value) const
    {
        switch (value.kind) {
        case AttributeValue::Kind::String:
        case AttributeValue::Kind::Json:
        case AttributeValue::Kind::Bytes:
        case AttributeValue::Kind::Ref: {
            const StringId s = (*this)(value.s);
            value.u = 0;
            value.s = s;
            return value;
        }
        default:
            return value;
        }
    }

private:
    std::vector<StringId> m_to;
};

// Copies one track's attributes for the items kept (newIndex: old index ->
// new, kNoId for an item left out), renumbered, with span references
// following their spans and strings moved by `strings`. For the profiles made
// from a part of another (ProfileScope), reshaped (ProfileTransformer) or
// merged from several (ProfileMerger).
inline void copyAttributes(const AttributeTable &from, const std::vector<std::uint32_t> &newIndex,
                           const std::function<void(std::uint32_t, StringId, AttributeValue)> &add,
                           const StringMap &strings = {})
{
    for (const AttributeTable::Entry entry : from.all()) {
        if (entry.owner >= newIndex.size() || newIndex[entry.owner] == kNoId)
            continue;
        AttributeValue value = strings(entry.value);
        if (value.kind == AttributeValue::Kind::Span) {
            if (value.u >= newIndex.size() || newIndex[value.u] == kNoId)
                continue; // it points at a span left out
            value.u = newIndex[value.u];
        }
        add(newIndex[entry.owner], strings(entry.key), value);
    }
}

} // namespace hg
