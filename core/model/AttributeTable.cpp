#include "AttributeTable.h"

#include "StringPool.h"

#include <algorithm>

namespace hg {

void AttributeTable::add(std::uint32_t owner, StringId key, AttributeValue value)
{
    if (!m_entries.empty() && owner < m_entries.back().owner)
        m_sorted = false;
    m_entries.push_back({owner, key, value});
}

void AttributeTable::remapOwners(const std::vector<std::uint32_t> &newIndex)
{
    for (Entry &e : m_entries)
        e.owner = newIndex[e.owner];
    m_sorted = false;
    sortByOwner();
}

void AttributeTable::remapSpanValues(const std::vector<std::uint32_t> &newIndex)
{
    for (Entry &e : m_entries)
        if (e.value.kind == AttributeValue::Kind::Span && e.value.u < newIndex.size())
            e.value.u = newIndex[e.value.u];
}

void AttributeTable::sortByOwner()
{
    if (m_sorted)
        return;
    std::stable_sort(m_entries.begin(), m_entries.end(),
                     [](const Entry &a, const Entry &b) { return a.owner < b.owner; });
    m_sorted = true;
}

AttributeTable::Range AttributeTable::of(std::uint32_t owner) const
{
    const auto byOwner = [](const Entry &e, std::uint32_t o) { return e.owner < o; };
    const auto first = std::lower_bound(m_entries.begin(), m_entries.end(), owner, byOwner);
    auto last = first;
    while (last != m_entries.end() && last->owner == owner)
        ++last;
    if (first == last)
        return {};
    return {&*first, &*first + (last - first)};
}

const AttributeValue *AttributeTable::find(std::uint32_t owner, StringId key) const
{
    for (const Entry &e : of(owner))
        if (e.key == key)
            return &e.value;
    return nullptr;
}

const AttributeValue *AttributeTable::findNamed(std::uint32_t owner, const StringPool &strings, std::string_view key) const
{
    const StringId id = strings.find(key);
    return id == kNoId ? nullptr : find(owner, id);
}

} // namespace hg
