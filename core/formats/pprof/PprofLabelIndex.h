#pragma once
#include "model/AttributeTable.h"
#include "model/Ids.h"
#include "model/TaggedIdIndex.h"
#include "util/ZeroedArray.h"

#include <array>
#include <cstdint>

namespace hg {

// The labels a pprof tree's nodes carry so far, each (node, key, value)
// once: a sample adds its labels to its node, and most are there already.
// A slot holds the label itself, packed into 64 bits, so a lookup reads
// the slot and nothing else (a slot naming an entry of the table would
// cost a second cache miss per lookup, the table read at random). A label
// that does not pack (an int value beyond 32 bits, a node beyond 2^26, a
// tree with more than 15 label keys) takes a slot naming its entry of the
// table and a part of its hash: exact all the same, one read more.
// Split into 256 parts grown on their own, so the index never holds a
// second copy of itself while growing. A node's labels all lie in one part
// (partOfNode): labels handed in grouped by part are looked up within a
// megabyte or so, on pages the TLB holds, instead of over the whole index
// (a page walk each). A part is a ZeroedArray (no slot
// written to empty it). Not on huge pages: advised so (MADV_HUGEPAGE),
// the parts raised the peak of a 1 GB file's load by 143 MB.
class PprofLabelIndex
{
public:
    struct Label
    {
        std::uint32_t node;
        StringId key;
        std::int64_t value; // an Int's value or a String's id
        bool isString;
    };
    // Adds `label`, the table's entry `entry` once added, unless the index
    // holds it already; true when added. `table` answers for the labels
    // that do not pack.
    bool add(const Label &label, std::uint32_t entry, const AttributeTable &table);
    // Adds `label` (the table's entry `entry`), known not to be held.
    void addNew(const Label &label, std::uint32_t entry);
    // Starts loading the slot a lookup of `label` starts at.
    void prefetch(const Label &label) const;
    void release();

    static constexpr unsigned kPartBits = 8;
    static constexpr std::size_t kParts = std::size_t(1) << kPartBits;
    // The part that holds the labels of `node`: the top bits of its hash.
    static std::size_t partOfNode(std::uint32_t node) { return mixBits(node) >> (64 - kPartBits); }

private:
    // A slot: 0 when empty; else a packed label (bit 63 clear: bits 59-62
    // the key's number, 1-15; 33-58 the node; 32 whether the value is a
    // string; 0-31 the value) or an unpacked one (bit 63 set: bits 32-62
    // the top 31 bits of its hash, 0-31 its entry).
    static constexpr std::uint64_t kUnpacked = std::uint64_t(1) << 63;
    static constexpr unsigned kNodeBits = 26;
    static constexpr std::size_t kMaxKeys = 15;
    struct Part
    {
        ZeroedArray<std::uint64_t> cells; // the slots ("slots" is a Qt keyword)
        std::size_t count = 0;
        int shift = 64; // 64 - log2(slots)
    };
    // The packed slot of `label`, or 0 when it does not pack (finds its
    // key's number, numbering a new key when `addKey`).
    std::uint64_t pack(const Label &label, bool addKey);
    std::uint64_t packKnown(const Label &label) const;
    static std::uint64_t hashOf(std::uint64_t packed);
    static std::uint64_t hashOf(const Label &label);
    // The hash a slot was placed by: its top 31 bits are all a part's
    // slot is picked by.
    static std::uint64_t hashOfSlot(std::uint64_t slot) { return slot & kUnpacked ? (slot << 1) & ~((std::uint64_t(1) << 33) - 1) : hashOf(slot); }
    static bool sameLabel(const AttributeTable &table, std::uint32_t entry, const Label &label);
    Part &partOf(const Label &label) { return m_parts[partOfNode(label.node)]; }
    const Part &partOf(const Label &label) const { return m_parts[partOfNode(label.node)]; }
    static void place(Part &part, std::uint64_t slot, std::uint64_t hash);
    static void grow(Part &part);

    std::array<Part, kParts> m_parts;
    std::array<StringId, kMaxKeys> m_keys{}; // a key's number - 1
    std::size_t m_keyCount = 0;
};

} // namespace hg
