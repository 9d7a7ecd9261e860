#include "AttributeLookup.h"

namespace hg {

AttributeLookup::AttributeLookup(const AttributeTable &table, std::uint32_t owners)
    : m_table(table), m_first(std::size_t(owners) + 1, 0)
{
    // Counted, then summed: the table is sorted by owner, so an owner's
    // entries run from its first to the next owner's (owners out of range
    // sort after all of them).
    for (std::size_t i = 0; i < table.size(); ++i)
        if (const std::uint32_t owner = table.ownerAt(i); owner < owners)
            ++m_first[std::size_t(owner) + 1];
    for (std::uint32_t o = 0; o < owners; ++o)
        m_first[o + 1] += m_first[o];
}

std::optional<AttributeValue> AttributeLookup::find(std::uint32_t owner, StringId key) const
{
    if (key == kNoId || std::size_t(owner) + 1 >= m_first.size())
        return std::nullopt;
    for (std::uint32_t i = m_first[owner]; i < m_first[owner + 1]; ++i)
        if (m_table.keyAt(i) == key)
            return m_table.valueAt(i);
    return std::nullopt;
}

AttributeTable::Range AttributeLookup::of(std::uint32_t owner) const
{
    if (std::size_t(owner) + 1 >= m_first.size())
        return {};
    return {AttributeTable::Iterator(&m_table, m_first[owner]), AttributeTable::Iterator(&m_table, m_first[owner + 1])};
}

} // namespace hg
