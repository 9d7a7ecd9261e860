#include "FoldedChunk.h"

#include "FoldedLine.h"
#include "util/TextHash.h"

#include <cstring>

namespace hg {

namespace {

// How many leading bytes two texts have in common, 8 at a time.
std::size_t commonPrefix(std::string_view a, std::string_view b)
{
    const std::size_t limit = std::min(a.size(), b.size());
    std::size_t n = 0;
    for (; n + 8 <= limit; n += 8) {
        std::uint64_t x, y;
        std::memcpy(&x, a.data() + n, 8);
        std::memcpy(&y, b.data() + n, 8);
        if (x != y)
            return n + std::size_t(__builtin_ctzll(x ^ y) / 8); // little-endian: the first differing byte
    }
    while (n < limit && a[n] == b[n])
        ++n;
    return n;
}

// The id `matches` finds under `hash`, else the one `add` makes.
template <typename Matches, typename Add>
std::uint32_t findOrAdd(TaggedIdIndex<std::uint32_t> &index, std::uint64_t hash, const Matches &matches, const Add &add)
{
    if (const std::uint32_t found = index.find(hash, matches); found != FoldedChunk::kNone)
        return found;
    const std::uint32_t id = add(hash);
    index.insert(id, hash);
    return id;
}

} // namespace

void FoldedChunk::parse(std::string_view text, qint64 offset)
{
    for (std::size_t from = 0; from < text.size();) {
        const auto *lineBreak = static_cast<const char *>(std::memchr(text.data() + from, '\n', text.size() - from));
        const std::size_t end = lineBreak ? std::size_t(lineBreak - text.data()) : text.size();
        const std::string_view line = text.substr(from, end - from);
        const qint64 lineOffset = offset + qint64(from);
        from = end + 1;
        ++lineCount;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const std::optional<FoldedLine> parsed = FoldedLine::parse(line);
        if (!parsed) {
            if (skipped.count++ < qint64(Skipped::kKept))
                skipped.first.push_back({lineOffset, lineCount, line.substr(0, 80)});
            continue;
        }
        lines.push_back({stackOf(parsed->stack), parsed->count});
    }
    // Only the results are kept until the stretch is added to the model.
    m_frameIndex.release();
    m_stackIndex.release();
    m_previousEnds = {};
    m_previousStacks = {};
}

std::uint32_t FoldedChunk::stackOf(std::string_view text)
{
    // The frames of the line before that this one repeats whole: those
    // ending inside the common bytes, and the one ending right at their end
    // if this line's frame ends there too.
    const std::size_t common = commonPrefix(text, m_previous);
    std::size_t shared = 0;
    while (shared < m_previousEnds.size() && m_previousEnds[shared] < common)
        ++shared;
    if (shared < m_previousEnds.size() && m_previousEnds[shared] == common && (common == text.size() || text[common] == ';'))
        ++shared;
    m_previousEnds.resize(shared);
    m_previousStacks.resize(shared);
    m_previous = text;
    std::uint32_t stack = shared ? m_previousStacks.back() : kNone;
    for (std::size_t from = shared ? m_previousEnds.back() + 1 : 0; from <= text.size();) {
        std::size_t end = text.find(';', from);
        if (end == std::string_view::npos)
            end = text.size();
        stack = childOf(stack, frameOf(text.substr(from, end - from)));
        m_previousEnds.push_back(std::uint32_t(end));
        m_previousStacks.push_back(stack);
        from = end + 1;
    }
    return stack;
}

std::uint32_t FoldedChunk::frameOf(std::string_view name)
{
    return findOrAdd(m_frameIndex, textHash(name), [&](std::uint32_t id) { return frames[id].name == name; },
                     [&](std::uint64_t hash) { frames.push_back({name, hash}); return std::uint32_t(frames.size() - 1); });
}

std::uint32_t FoldedChunk::childOf(std::uint32_t parent, std::uint32_t frame)
{
    return findOrAdd(m_stackIndex, idPairHash(parent, frame),
                     [&](std::uint32_t id) { return stacks[id].parent == parent && stacks[id].frame == frame; },
                     [&](std::uint64_t) { stacks.push_back({parent, frame}); return std::uint32_t(stacks.size() - 1); });
}

} // namespace hg
