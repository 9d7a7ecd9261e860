#pragma once
#include <QString>

#include <string_view>

namespace hg {

// Readers keep names and messages as views into the file's UTF-8 bytes; this
// is the one place they become QString.
inline QString fromUtf8(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

} // namespace hg
