#pragma once
#include "model/AttributeTable.h"

#include <functional>
#include <vector>

namespace hg {

// Copies one track's attributes for the items kept (newIndex: old index ->
// new, kNoId for an item left out), renumbered, with span references
// following their spans. For the profiles made from a part of another
// (ProfileScope) or reshaped (ProfileTransformer).
inline void copyAttributes(const AttributeTable &from, const std::vector<std::uint32_t> &newIndex,
                           const std::function<void(std::uint32_t, StringId, AttributeValue)> &add)
{
    for (const AttributeTable::Entry entry : from.all()) {
        if (entry.owner >= newIndex.size() || newIndex[entry.owner] == kNoId)
            continue;
        AttributeValue value = entry.value;
        if (value.kind == AttributeValue::Kind::Span) {
            if (value.u >= newIndex.size() || newIndex[value.u] == kNoId)
                continue; // it points at a span left out
            value.u = newIndex[value.u];
        }
        add(newIndex[entry.owner], entry.key, value);
    }
}

} // namespace hg
