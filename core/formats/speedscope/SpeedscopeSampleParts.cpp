#include "SpeedscopeSampleParts.h"

#include "SpeedscopeValues.h"
#include "formats/JsonBlocks.h"
#include "formats/JsonScanner.h"

#include <algorithm>

namespace hg {

namespace {

// Large enough that a part's start costs nothing; small enough that a file
// of 20 MB gives both cores several.
constexpr std::size_t kPartBytes = 1 << 20;

} // namespace

SpeedscopeSampleParts::SpeedscopeSampleParts(const JsonScanner &scanner, std::string_view samples,
                                             const std::vector<FrameId> &frames)
    : m_scanner(scanner), m_frames(frames)
{
    const char *from = samples.data() + 1; // past the '['
    const char *const end = samples.data() + samples.size();
    while (from < end) {
        const char *target = from + std::min<std::size_t>(kPartBytes, std::size_t(end - from));
        const char *boundary = jsonblocks::elementBoundary(from, target, end);
        if (!boundary || *boundary == ']') { // the last part (or a text the parser will fault)
            m_parts.emplace_back(from, std::size_t(end - from));
            break;
        }
        m_parts.emplace_back(from, std::size_t(boundary - from)); // the comma after it left out
        from = boundary + 1;
    }
}

SpeedscopeSampleParts::Part SpeedscopeSampleParts::parse(std::size_t i) const
{
    Part part;
    JsonScanner stacks = m_scanner.slice(m_parts[i]);
    const char *const end = m_parts[i].data() + m_parts[i].size();
    JsonScanner::Container array; // its first element here, or the ']'
    for (;;) {
        stacks.peek();
        if (stacks.position() == end || !stacks.nextItem(array))
            break; // the part ends before a comma, or the array ends
        if (stacks.peek() != '[') {
            part.notAnArray = part.ends.size();
            break;
        }
        if (!addFrames(stacks, part.frames))
            ++part.badFrames;
        part.ends.push_back(std::uint32_t(part.frames.size()));
    }
    return part;
}

bool SpeedscopeSampleParts::addFrames(JsonScanner &stacks, std::vector<FrameId> &frames) const
{
    const std::size_t begin = frames.size();
    bool bad = false;
    JsonScanner::Container stack = stacks.beginArray();
    while (stacks.nextItem(stack)) {
        std::optional<std::int64_t> index;
        stacks.peek();
        if (speedscope::spellingAt(stacks.position()) == speedscope::Spelling::PlainInteger && *stacks.position() != '-')
            index = stacks.index(); // the common case in its tightest loop (-1 past 2^31, no frame either)
        else
            index = speedscope::readInt(stacks);
        if (!index || *index < 0 || std::size_t(*index) >= m_frames.size())
            bad = true;
        else if (!bad)
            frames.push_back(m_frames[std::size_t(*index)]);
    }
    if (bad)
        frames.resize(begin); // no stack: the sample is kept, on none
    return !bad;
}

} // namespace hg
