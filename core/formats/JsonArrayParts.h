#pragma once
#include "JsonScanner.h"

#include <string_view>
#include <vector>

namespace hg {

// One large JSON array's elements cut into parts of about a megabyte, each
// where one element ends and the next begins (jsonblocks::elementBoundary),
// so that the parts are parsed on every core (parallelInOrder) and put into
// the model in order: what speedscope's samples and events share.
class JsonArrayParts
{
public:
    // Large enough that a part's start costs nothing; small enough that a
    // file of 20 MB gives both cores several.
    static constexpr std::size_t kPartBytes = 1 << 20;

    // `array`: the array's text, from its '[' through its ']', in the text
    // `file` reads (errors name offsets in the file).
    JsonArrayParts(const JsonScanner &file, std::string_view array, std::size_t partBytes = kPartBytes);
    // The array at `scanner` (at its '[') cut as it is passed over, the
    // scanner left past its ']': one walk over a large array's text finds
    // both its parts and its end, where skipping it first took another.
    // Throws as skipValue() does when the file ends inside it.
    explicit JsonArrayParts(JsonScanner &scanner, std::size_t partBytes = kPartBytes);

    // One part cut from an array's elements: those from `from` (past the
    // '[' or a comma, before `end`) to the first element boundary about
    // `partBytes` on. `next` is where the part after it starts (past the
    // comma left out); null when it is the last: `close` is then the
    // array's closing bracket (a '}' in a broken text, which the parser
    // will fault, as skipValue() would end there too), or null when the
    // text ends inside the array (the elements run to `end`). The one cut
    // both these parts and a Chrome trace's, made as they are asked for,
    // take.
    struct Cut
    {
        std::string_view elements;
        const char *next = nullptr;
        const char *close = nullptr;
    };
    static Cut cutOne(const char *from, const char *end, std::size_t partBytes);

    std::size_t count() const { return m_parts.size(); }
    std::size_t bytes(std::size_t i) const { return m_parts[i].size(); }

    // Part `i`'s elements in order, on any thread: `read(scanner)` with the
    // scanner at each, which reads the element and returns true to go on.
    template <typename Read>
    void forEachElement(std::size_t i, Read read) const
    {
        JsonScanner elements = m_file.slice(m_parts[i]);
        const char *const end = m_parts[i].data() + m_parts[i].size();
        JsonScanner::Container array; // its first element here, or the ']'
        for (;;) {
            elements.peek();
            if (elements.position() == end || !elements.nextItem(array))
                return; // the part ends before a comma, or the array ends
            if (!read(elements))
                return;
        }
    }

private:
    // Cuts the elements after `open` up to the array's end or `end`; the
    // closing bracket, or null when `end` comes first (the last part then
    // runs to `end`).
    const char *cut(const char *open, const char *end, std::size_t partBytes);

    const JsonScanner &m_file;
    std::vector<std::string_view> m_parts; // the last one holds the array's ']'
};

} // namespace hg
