#pragma once
#include "Ids.h"
#include "TaggedIdIndex.h"
#include "util/ReallocVector.h"

#include <QString>
#include <memory>
#include <string_view>
#include <vector>

namespace hg {

// Interns UTF-8 strings to 32-bit ids. Id 0 is the empty string. Strings live in
// large blocks that never move, so views stay valid for the pool's lifetime.
class StringPool
{
public:
    StringPool();
    // A moved-from pool is empty again (only "" as id 0), not sharing the
    // block the other one now appends to.
    StringPool(StringPool &&other) noexcept;
    StringPool &operator=(StringPool &&other) noexcept;
    StringPool(const StringPool &) = delete;
    StringPool &operator=(const StringPool &) = delete;

    // A deep copy with the same ids (copies are deliberate: pools are big).
    StringPool copy() const;

    StringId intern(std::string_view utf8);
    StringId intern(const QString &text);
    // intern() of text whose textHash() is already known (computed on
    // another thread, or before a prefetch()).
    StringId intern(std::string_view utf8, std::uint64_t hash);
    // Starts loading where intern() of text with this textHash() looks
    // first: interning a stream of mostly different texts waits on memory.
    void prefetch(std::uint64_t hash) const
    {
        if (!m_index.empty())
            __builtin_prefetch(m_index.home(hash));
    }
    StringId intern(const char *utf8) { return intern(std::string_view(utf8)); }
    StringId intern(const std::string &utf8) { return intern(std::string_view(utf8)); }
    // Stores text that is almost never repeated (ids, SQL with its values)
    // without indexing it: cheaper than intern() for hundreds of thousands of
    // unique strings. find() and intern() never return such an id.
    StringId add(std::string_view utf8);
    // Returns kNoId when the string was never interned.
    StringId find(std::string_view utf8) const;

    std::string_view view(StringId id) const { return m_strings[id]; }
    QString string(StringId id) const;
    std::size_t size() const { return m_strings.size(); }
    std::size_t memoryBytes() const;

private:
    std::string_view store(std::string_view utf8);
    void reset() noexcept;
    void startIfEmpty(); // the index and "" as id 0, for a new or moved-from pool

    std::vector<std::unique_ptr<char[]>> m_blocks;
    char *m_current = nullptr; // the block small strings are appended to
    std::size_t m_blockUsed = 0;
    std::size_t m_storedBytes = 0;
    ReallocVector<std::string_view> m_strings; // millions of ids and spans' texts: grown without a copy
    TaggedIdIndex<StringId> m_index; // interned strings by hash (not those of add())
};

} // namespace hg
