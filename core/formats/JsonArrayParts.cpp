#include "JsonArrayParts.h"

#include "JsonBlocks.h"

#include <algorithm>

namespace hg {

JsonArrayParts::JsonArrayParts(const JsonScanner &file, std::string_view array, std::size_t partBytes)
    : m_file(file)
{
    cut(array.data(), array.data() + array.size(), partBytes);
}

JsonArrayParts::JsonArrayParts(JsonScanner &scanner, std::size_t partBytes)
    : m_file(scanner)
{
    if (scanner.peek() != '[')
        scanner.beginArray(); // throws: no array here
    const char *const close = cut(scanner.position(), scanner.end(), partBytes);
    if (!close) {
        m_parts.clear();
        scanner.skipValue(); // the file ends inside the array: skipValue's error, at its '['
        return;
    }
    scanner.skipTo(close + 1);
}

const char *JsonArrayParts::cut(const char *open, const char *end, std::size_t partBytes)
{
    const char *from = open + 1; // past the '['
    while (from < end) {
        const char *target = from + std::min<std::size_t>(partBytes, std::size_t(end - from));
        const char *boundary = jsonblocks::elementBoundary(from, target, end);
        // The last part: the array's close (a '}' in a broken text, which
        // the parser will fault, as skipValue() would end there too).
        if (!boundary || *boundary != ',') {
            m_parts.emplace_back(from, std::size_t((boundary ? boundary + 1 : end) - from));
            return boundary;
        }
        m_parts.emplace_back(from, std::size_t(boundary - from)); // the comma after it left out
        from = boundary + 1;
    }
    return nullptr;
}

} // namespace hg
