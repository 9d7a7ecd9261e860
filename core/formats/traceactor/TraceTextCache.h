#pragma once
#include "model/TaggedIdIndex.h"

#include <QString>
#include <string>
#include <string_view>
#include <vector>

namespace hg {

// QStrings for the texts packets repeat (types, function names, URLs,
// parameter names, thread names): each distinct text is converted from
// UTF-8 once and then shared, so a million packets naming the same few
// thousand functions cost no allocation or conversion each. Bounded, so a
// file of all-different texts costs only the conversions it would anyway.
class TraceTextCache
{
public:
    QString text(std::string_view utf8);

    static constexpr std::size_t kMaxEntries = 1 << 16;
    static constexpr std::size_t kMaxLength = 256;

private:
    struct Entry
    {
        std::string utf8;
        QString text;
    };
    std::vector<Entry> m_entries;
    TaggedIdIndex m_index; // entries by the hash of their UTF-8
};

} // namespace hg
