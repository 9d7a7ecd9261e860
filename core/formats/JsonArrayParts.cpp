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

JsonArrayParts::Cut JsonArrayParts::cutOne(const char *from, const char *end, std::size_t partBytes)
{
    const char *target = from + std::min<std::size_t>(partBytes, std::size_t(end - from));
    const char *boundary = jsonblocks::elementBoundary(from, target, end);
    if (!boundary)
        return {std::string_view(from, std::size_t(end - from)), nullptr, nullptr};
    if (*boundary != ',')
        return {std::string_view(from, std::size_t(boundary + 1 - from)), nullptr, boundary};
    return {std::string_view(from, std::size_t(boundary - from)), boundary + 1, nullptr}; // the comma left out
}

const char *JsonArrayParts::cut(const char *open, const char *end, std::size_t partBytes)
{
    const char *from = open + 1; // past the '['
    while (from < end) {
        const Cut part = cutOne(from, end, partBytes);
        m_parts.push_back(part.elements);
        if (!part.next)
            return part.close;
        from = part.next;
    }
    return nullptr;
}

} // namespace hg
