#include "SpeedscopeSampleParts.h"

#include "SpeedscopeValues.h"

namespace hg {

SpeedscopeSampleParts::SpeedscopeSampleParts(JsonArrayParts samples, const std::vector<FrameId> &frames)
    : m_frames(frames), m_parts(std::move(samples))
{
}

SpeedscopeSampleParts::Part SpeedscopeSampleParts::parse(std::size_t i) const
{
    Part part;
    part.frames.reserve(m_parts.bytes(i) / 4); // an index and its comma: 2 bytes or more, mostly 4-6
    m_parts.forEachElement(i, [&](JsonScanner &stacks) {
        if (stacks.peek() != '[') {
            part.notAnArray = part.ends.size();
            return false;
        }
        if (!addFrames(stacks, part.frames))
            ++part.badFrames;
        part.ends.push_back(std::uint32_t(part.frames.size()));
        return true;
    });
    return part;
}

bool SpeedscopeSampleParts::addFrames(JsonScanner &stacks, std::vector<FrameId> &frames) const
{
    const std::size_t begin = frames.size();
    bool bad = false;
    const std::size_t frameCount = m_frames.size();
    if (stacks.tightIntegerArray<9>([&](std::uint64_t index) { // 9 digits: what index() reads the same
            if (index < frameCount)
                frames.push_back(m_frames[index]);
            else
                bad = true;
        })) {
        if (bad)
            frames.resize(begin); // no stack: the sample is kept, on none
        return !bad;
    }
    frames.resize(begin); // spelt otherwise: read again, the general way
    bad = false;
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
