#include "AttributeTable.h"

#include "Permutation.h"
#include "StringPool.h"

#include <algorithm>
#include <cstring>

namespace hg {

void AttributeTable::reserve(std::size_t entries)
{
    m_owner.reserve(entries);
    m_key.reserve(entries);
    m_kind.reserve(entries);
    m_bits.reserve(entries);
}

void AttributeTable::shrinkToFit()
{
    m_owner.shrink_to_fit();
    m_key.shrink_to_fit();
    m_kind.shrink_to_fit();
    m_bits.shrink_to_fit();
}

AttributeTable::Entry AttributeTable::entry(std::size_t i) const
{
    Entry e{m_owner[i], m_key[i], {}};
    e.value.kind = m_kind[i];
    std::memcpy(&e.value.u, &m_bits[i], sizeof m_bits[i]);
    return e;
}

void AttributeTable::reorder(ReallocVector<std::uint32_t> owner, PermuteScratch *scratch)
{
    PermuteScratch own;
    PermuteScratch &room = scratch ? *scratch : own;
    const std::size_t n = owner.size();
    std::uint32_t maxOwner = 0;
    for (const std::uint32_t o : owner)
        maxOwner = std::max(maxOwner, o);
    const std::span<std::uint32_t> next = room.room<std::uint32_t>(PermuteScratch::Counts, std::size_t(maxOwner) + 2);
    std::fill(next.begin(), next.end(), 0u);
    for (const std::uint32_t o : owner)
        ++next[std::size_t(o) + 1];
    for (std::size_t i = 1; i < next.size(); ++i)
        next[i] += next[i - 1];
    const std::span<std::uint32_t> to = room.room<std::uint32_t>(PermuteScratch::Order, n);
    for (std::size_t i = 0; i < n; ++i)
        to[i] = next[owner[i]]++;
    m_owner = std::move(owner);
    permute(to, room, m_owner, m_key, m_kind, m_bits);
    m_sorted = true;
}

void AttributeTable::remapOwners(const std::vector<std::uint32_t> &newIndex, PermuteScratch *scratch)
{
    bool sorted = true;
    for (std::size_t i = 0; i < m_owner.size(); ++i) {
        m_owner[i] = newIndex[m_owner[i]];
        sorted = sorted && (i == 0 || m_owner[i - 1] <= m_owner[i]);
    }
    m_sorted = sorted;
    sortByOwner(scratch);
}

void AttributeTable::remapSpanValues(const std::vector<std::uint32_t> &newIndex)
{
    for (std::size_t i = 0; i < m_kind.size(); ++i)
        if (m_kind[i] == AttributeValue::Kind::Span && m_bits[i] < newIndex.size())
            m_bits[i] = newIndex[m_bits[i]];
}

void AttributeTable::sortByOwner(PermuteScratch *scratch)
{
    if (m_sorted)
        return;
    reorder(std::move(m_owner), scratch);
}

AttributeTable::Range AttributeTable::of(std::uint32_t owner) const
{
    const auto first = std::lower_bound(m_owner.begin(), m_owner.end(), owner);
    auto last = first;
    while (last != m_owner.end() && *last == owner)
        ++last;
    if (first == last)
        return {};
    return {Iterator(this, std::size_t(first - m_owner.begin())), Iterator(this, std::size_t(last - m_owner.begin()))};
}

std::optional<AttributeValue> AttributeTable::find(std::uint32_t owner, StringId key) const
{
    for (const Entry &e : of(owner))
        if (e.key == key)
            return e.value;
    return std::nullopt;
}

std::optional<AttributeValue> AttributeTable::findNamed(std::uint32_t owner, const StringPool &strings, std::string_view key) const
{
    const StringId id = strings.find(key);
    return id == kNoId ? std::nullopt : find(owner, id);
}

std::size_t AttributeTable::memoryBytes() const
{
    return m_owner.capacity() * sizeof(std::uint32_t) + m_key.capacity() * sizeof(StringId)
        + m_kind.capacity() * sizeof(AttributeValue::Kind) + m_bits.capacity() * sizeof(std::uint64_t);
}

} // namespace hg
