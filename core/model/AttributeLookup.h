#pragma once
#include "AttributeTable.h"

#include <optional>
#include <vector>

namespace hg {

// Finds an owner's attributes in a table sorted by owner through where each
// owner's entries start: a lookup reads that owner's few entries, where
// AttributeTable::find searches all of them (a big PocketMine report's
// records have 33 M, so each lookup was some 25 cache misses, and the
// timings tree and list make several a record). 4 bytes an owner, for as
// long as the lookup lives.
class AttributeLookup
{
public:
    // owners: how many there are (0 .. owners-1); entries of others are not found.
    AttributeLookup(const AttributeTable &table, std::uint32_t owners);

    std::optional<AttributeValue> find(std::uint32_t owner, StringId key) const;
    // Every attribute of an owner, in the order added.
    AttributeTable::Range of(std::uint32_t owner) const;
    // The same as where they are in the table, [first, end), for a reader
    // that looks at each one's key (AttributeTable::keyAt) once.
    std::uint32_t firstOf(std::uint32_t owner) const { return std::size_t(owner) + 1 < m_first.size() ? m_first[owner] : 0; }
    std::uint32_t endOf(std::uint32_t owner) const { return std::size_t(owner) + 1 < m_first.size() ? m_first[owner + 1] : 0; }

private:
    const AttributeTable &m_table;
    std::vector<std::uint32_t> m_first; // into the table, by owner; one more at the end
};

} // namespace hg
