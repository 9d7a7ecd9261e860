#pragma once
#include <QString>
#include <string>
#include <string_view>

namespace hg {

// A command with its literal values taken out: numbers and quoted strings
// become "?" (a double-quoted plain name stays: SQL quotes identifiers so),
// runs of "?, ?" become one "?", white space collapses. Two calls with the
// same shape are the same query run with other values, the signature of an
// N+1 loop. Works on UTF-8 bytes; bytes beyond ASCII count as letters.
std::string queryShape(std::string_view command);
QString queryShape(const QString &command);

} // namespace hg
