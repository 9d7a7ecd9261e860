#pragma once
#include <QString>

namespace hg {

// Text that a producer HTML-escaped ("&lt;", "&#34;", "&#x27;") as plain text
// again, for showing it as text (never rendering it as HTML). Unknown or
// malformed entities stay as written.
QString decodeHtmlEntities(const QString &text);

} // namespace hg
