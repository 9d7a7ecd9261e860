#pragma once
#include <QString>

namespace hg {

// A command with its literal values taken out: numbers and quoted strings
// become "?" (a double-quoted plain name stays: SQL quotes identifiers so), runs of "?, ?" become one "?", white space collapses. Two
// calls with the same shape are the same query run with other values, the
// signature of an N+1 loop.
QString queryShape(const QString &command);

} // namespace hg
