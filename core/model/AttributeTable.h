#pragma once
#include "Ids.h"
#include "util/ReallocVector.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>
#include <vector>

namespace hg {

class PermuteScratch;
class StringPool;

// A typed attribute value; strings are StringPool ids.
struct AttributeValue
{
    // Span: the index of another span of the same track (a step's explicit
    // parent, the step a custom timing belongs to); kept valid when the
    // builder reorders spans. Json: an object or array kept as its JSON text
    // (a StringPool id), so writers can put it back as it was. Bytes: binary
    // data (a StringPool id of the raw bytes). Ref: a string the file stored
    // by reference to a shared name (XPlane ref_value), kept apart from a
    // plain String so a writer can store it the same way.
    enum class Kind : std::uint8_t { Int, UInt, Double, Bool, String, Span, Json, Bytes, Ref };

    Kind kind = Kind::Int;
    union {
        std::int64_t i;
        std::uint64_t u;
        double d;
        bool b;
        StringId s;
    };

    AttributeValue() : i(0) {}
    // The value as a number when it is one (Int, UInt or Double).
    std::optional<double> number() const
    {
        switch (kind) {
        case Kind::Int: return double(i);
        case Kind::UInt: return double(u);
        case Kind::Double: return d;
        default: return std::nullopt;
        }
    }
    static AttributeValue fromInt(std::int64_t v) { AttributeValue a; a.kind = Kind::Int; a.i = v; return a; }
    static AttributeValue fromUInt(std::uint64_t v) { AttributeValue a; a.kind = Kind::UInt; a.u = v; return a; }
    static AttributeValue fromDouble(double v) { AttributeValue a; a.kind = Kind::Double; a.d = v; return a; }
    static AttributeValue fromBool(bool v) { AttributeValue a; a.kind = Kind::Bool; a.i = 0; a.b = v; return a; }
    static AttributeValue fromString(StringId v) { AttributeValue a; a.kind = Kind::String; a.i = 0; a.s = v; return a; }
    static AttributeValue fromJson(StringId v) { AttributeValue a; a.kind = Kind::Json; a.i = 0; a.s = v; return a; }
    static AttributeValue fromBytes(StringId v) { AttributeValue a; a.kind = Kind::Bytes; a.i = 0; a.s = v; return a; }
    static AttributeValue fromRef(StringId v) { AttributeValue a; a.kind = Kind::Ref; a.i = 0; a.s = v; return a; }
    static AttributeValue fromSpan(std::uint32_t span) { AttributeValue a; a.kind = Kind::Span; a.u = span; return a; }
};

// A side table of format-specific attributes (custom timings, XStats, record
// fields, ...) keyed by the index of what they describe: a span, a sample, a
// frame, or 0 for profile-level metadata. Entries of one owner keep their
// order. Stored as columns, 17 bytes an entry (an XPlane event's two stats
// cost 34 bytes); entries are read back as values.
class AttributeTable
{
public:
    struct Entry
    {
        std::uint32_t owner;
        StringId key;
        AttributeValue value;
    };
    class Iterator
    {
    public:
        Iterator(const AttributeTable *table, std::size_t index) : m_table(table), m_index(index) {}
        Entry operator*() const { return m_table->entry(m_index); }
        std::ptrdiff_t operator-(const Iterator &other) const { return std::ptrdiff_t(m_index) - std::ptrdiff_t(other.m_index); }
        Iterator &operator++() { ++m_index; return *this; }
        bool operator!=(const Iterator &other) const { return m_index != other.m_index; }
        bool operator==(const Iterator &other) const { return m_index == other.m_index; }

    private:
        const AttributeTable *m_table;
        std::size_t m_index;
    };
    struct Range
    {
        Iterator first{nullptr, 0};
        Iterator last{nullptr, 0};
        Iterator begin() const { return first; }
        Iterator end() const { return last; }
        bool empty() const { return first == last; }
        std::size_t size() const { return std::size_t(last - first); }
        Entry front() const { return *first; }
    };

    void reserve(std::size_t entries);
    // Gives back the room a table grown entry by entry keeps (up to as much
    // again), a column at a time, without copying a big one.
    void shrinkToFit();
    void add(std::uint32_t owner, StringId key, AttributeValue value);
    // Rewrites owners through `newIndex` (old -> new) and sorts by owner; used
    // when the builder reorders spans or samples. The scratch, if given, is
    // reused from table to table (see PermuteScratch).
    void remapOwners(const std::vector<std::uint32_t> &newIndex, PermuteScratch *scratch = nullptr);
    // Rewrites Span values the same way (for tables keyed by span).
    void remapSpanValues(const std::vector<std::uint32_t> &newIndex);
    void sortByOwner(PermuteScratch *scratch = nullptr);

    Range of(std::uint32_t owner) const;
    Range all() const { return {Iterator(this, 0), Iterator(this, size())}; }
    std::optional<AttributeValue> find(std::uint32_t owner, StringId key) const;
    // The same by the key's text; none when the key was never interned.
    std::optional<AttributeValue> findNamed(std::uint32_t owner, const StringPool &strings, std::string_view key) const;
    std::size_t size() const { return m_owner.size(); }
    Entry entry(std::size_t index) const;
    // An entry's parts, for a reader of many that needs few of them (each
    // is a column of its own: a key compared reads no value).
    std::uint32_t ownerAt(std::size_t index) const { return m_owner[index]; }
    StringId keyAt(std::size_t index) const { return m_key[index]; }
    AttributeValue valueAt(std::size_t index) const
    {
        AttributeValue value;
        value.kind = m_kind[index];
        std::memcpy(&value.u, &m_bits[index], sizeof m_bits[index]);
        return value;
    }
    std::size_t memoryBytes() const;

private:
    // A stable counting sort of every column by `owner` (one per entry, which
    // becomes the owner column), in place.
    void reorder(ReallocVector<std::uint32_t> owner, PermuteScratch *scratch);

    // Columns that grow and shrink without a copy (tables of tens of
    // millions of entries are filled one entry at a time).
    ReallocVector<std::uint32_t> m_owner;
    ReallocVector<StringId> m_key;
    ReallocVector<AttributeValue::Kind> m_kind;
    ReallocVector<std::uint64_t> m_bits; // the value's union, as stored
    bool m_sorted = true;
};

inline void AttributeTable::add(std::uint32_t owner, StringId key, AttributeValue value)
{
    if (!m_owner.empty() && owner < m_owner.back())
        m_sorted = false;
    std::uint64_t bits;
    std::memcpy(&bits, &value.u, sizeof bits);
    m_owner.push_back(owner);
    m_key.push_back(key);
    m_kind.push_back(value.kind);
    m_bits.push_back(bits);
}

} // namespace hg
