#pragma once
#include <QString>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>

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
    std::deque<std::string> m_keys; // owns the bytes the map's keys point at
    std::unordered_map<std::string_view, QString> m_texts;
};

} // namespace hg
