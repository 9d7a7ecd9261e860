#include "JsonArrayParts.h"

#include "JsonBlocks.h"

#include <algorithm>

namespace hg {

JsonArrayParts::JsonArrayParts(const JsonScanner &file, std::string_view array, std::size_t partBytes)
    : m_file(file)
{
    const char *from = array.data() + 1; // past the '['
    const char *const end = array.data() + array.size();
    while (from < end) {
        const char *target = from + std::min<std::size_t>(partBytes, std::size_t(end - from));
        const char *boundary = jsonblocks::elementBoundary(from, target, end);
        if (!boundary || *boundary == ']') { // the last part (or a text the parser will fault)
            m_parts.emplace_back(from, std::size_t(end - from));
            break;
        }
        m_parts.emplace_back(from, std::size_t(boundary - from)); // the comma after it left out
        from = boundary + 1;
    }
}

} // namespace hg
