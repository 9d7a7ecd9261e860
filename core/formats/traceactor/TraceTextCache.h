#pragma once
#include "model/TaggedIdIndex.h"

#include <QString>
#include <string>
#include <string_view>
#include <vector>

namespace hg {

constexpr std::uint32_t kNoTextNumber = 0xffffffffu;

// QStrings for the texts packets repeat (types, function names, URLs,
// parameter names, thread names): each distinct text is converted from
// UTF-8 once and then shared, so a million packets naming the same few
// thousand functions cost no allocation or conversion each. Bounded, so a
// file of all-different texts costs only the conversions it would anyway.
class TraceTextCache
{
public:
    // Numbers start at `firstNumber`, so caches that parse parts of one
    // file can number apart (kMaxEntries each).
    explicit TraceTextCache(std::uint32_t firstNumber = 0) : m_firstNumber(firstNumber)
    {
        Q_ASSERT(firstNumber <= kNoTextNumber - kMaxEntries); // numbers stay below kNoTextNumber
    }

    // The text, and in `number` (when given) the cache's number for it:
    // the same text always has the same one, so a reader on another thread
    // can map numbers instead of reading and comparing the text (whose
    // memory this thread keeps writing, as every copy counts a reference).
    // kNoTextNumber for a text the cache does not keep.
    QString text(std::string_view utf8, std::uint32_t *number = nullptr);
    // The number alone, for texts that are keys of the caller's own
    // tables (kNoTextNumber when the cache does not keep the text).
    std::uint32_t number(std::string_view utf8);

    static constexpr std::size_t kMaxEntries = 1 << 16;
    static constexpr std::size_t kMaxLength = 256;

private:
    struct Entry
    {
        std::string utf8;
        QString text; // null until text() is asked for it
    };
    // The entry's index, added when there is room; kNoId when not kept
    // (an empty text is never kept).
    std::uint32_t find(std::string_view utf8);
    std::uint32_t m_firstNumber = 0;
    std::vector<Entry> m_entries;
    TaggedIdIndex<> m_index; // entries by the hash of their UTF-8
};

} // namespace hg
