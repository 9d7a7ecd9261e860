#include "PprofLabelIndex.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace hg {

namespace {

bool fitsValue(const PprofLabelIndex::Label &label)
{
    return label.isString || (label.value >= std::numeric_limits<std::int32_t>::min() && label.value <= std::numeric_limits<std::int32_t>::max());
}

} // namespace

std::uint64_t PprofLabelIndex::packKnown(const Label &label) const
{
    if (label.node >> kNodeBits || !fitsValue(label))
        return 0;
    const auto key = std::find(m_keys.begin(), m_keys.begin() + std::ptrdiff_t(m_keyCount), label.key);
    if (key == m_keys.begin() + std::ptrdiff_t(m_keyCount))
        return 0;
    const std::uint64_t number = std::uint64_t(key - m_keys.begin()) + 1; // never 0: a packed slot is never empty
    return number << 59 | std::uint64_t(label.node) << 33 | std::uint64_t(label.isString) << 32 | std::uint32_t(label.value);
}

std::uint64_t PprofLabelIndex::pack(const Label &label, bool addKey)
{
    if (const std::uint64_t packed = packKnown(label); packed || !addKey)
        return packed;
    if (label.node >> kNodeBits || !fitsValue(label) || m_keyCount == kMaxKeys
        || std::find(m_keys.begin(), m_keys.begin() + std::ptrdiff_t(m_keyCount), label.key) != m_keys.begin() + std::ptrdiff_t(m_keyCount))
        return 0;
    m_keys[m_keyCount++] = label.key;
    return packKnown(label);
}

std::uint64_t PprofLabelIndex::hashOf(std::uint64_t packed)
{
    return mixBits(packed); // neighbouring labels (one node's, one value's) land far apart
}

std::uint64_t PprofLabelIndex::hashOf(const Label &label)
{
    return mixBits(mixBits(std::uint64_t(label.node) << 32 | std::uint32_t(label.key)) ^ std::uint64_t(label.value) ^ std::uint64_t(label.isString) << 63);
}

bool PprofLabelIndex::sameLabel(const AttributeTable &table, std::uint32_t entry, const Label &label)
{
    if (table.ownerAt(entry) != label.node || table.keyAt(entry) != label.key)
        return false;
    const AttributeValue value = table.valueAt(entry);
    return (value.kind == AttributeValue::Kind::String) == label.isString && (label.isString ? std::int64_t(value.s) : value.i) == label.value;
}

void PprofLabelIndex::place(Part &part, std::uint64_t slot, std::uint64_t hash)
{
    const std::size_t mask = part.cells.size() - 1;
    std::size_t at = std::size_t(hash >> part.shift);
    while (part.cells[at])
        at = (at + 1) & mask;
    part.cells[at] = slot;
    ++part.count;
}

void PprofLabelIndex::grow(Part &part)
{
    // Half the slots at most are used, as TaggedIdIndex's.
    if ((part.count + 1) * 2 <= part.cells.size())
        return;
    const std::size_t size = std::max<std::size_t>(64, part.cells.size() * 2);
    ZeroedArray<std::uint64_t> old = std::exchange(part.cells, ZeroedArray<std::uint64_t>(size));
    part.shift = 64 - __builtin_ctzll(size);
    part.count = 0;
    for (const std::uint64_t slot : old)
        if (slot)
            place(part, slot, hashOfSlot(slot));
}

bool PprofLabelIndex::add(const Label &label, std::uint32_t entry, const AttributeTable &table)
{
    if (const std::uint64_t packed = pack(label, true)) {
        const std::uint64_t hash = hashOf(packed);
        Part &part = partOf(label);
        if (!part.cells.empty()) {
            const std::size_t mask = part.cells.size() - 1;
            for (std::size_t at = std::size_t(hash >> part.shift); part.cells[at]; at = (at + 1) & mask)
                if (part.cells[at] == packed)
                    return false;
        }
        grow(part);
        place(part, packed, hash);
        return true;
    }
    const std::uint64_t hash = hashOf(label);
    const std::uint64_t tag = kUnpacked | (hash >> 33) << 32;
    Part &part = partOf(label);
    if (!part.cells.empty()) {
        const std::size_t mask = part.cells.size() - 1;
        for (std::size_t at = std::size_t(hash >> part.shift); part.cells[at]; at = (at + 1) & mask)
            if ((part.cells[at] & ~std::uint64_t(0xFFFFFFFF)) == tag && sameLabel(table, std::uint32_t(part.cells[at]), label))
                return false;
    }
    grow(part);
    place(part, tag | entry, hash);
    return true;
}

void PprofLabelIndex::addNew(const Label &label, std::uint32_t entry)
{
    const std::uint64_t packed = pack(label, true);
    const std::uint64_t hash = packed ? hashOf(packed) : hashOf(label);
    Part &part = partOf(label);
    grow(part);
    place(part, packed ? packed : kUnpacked | (hash >> 33) << 32 | entry, hash);
}

void PprofLabelIndex::prefetch(const Label &label) const
{
    const std::uint64_t packed = packKnown(label);
    const std::uint64_t hash = packed ? hashOf(packed) : hashOf(label);
    if (const Part &part = partOf(label); !part.cells.empty())
        __builtin_prefetch(&part.cells[std::size_t(hash >> part.shift)]);
}

void PprofLabelIndex::release()
{
    for (Part &part : m_parts)
        part = Part();
    m_keyCount = 0;
}

} // namespace hg
