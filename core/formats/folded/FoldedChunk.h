#pragma once
#include "model/TaggedIdIndex.h"

#include <QtGlobal>
#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// A stretch of collapsed-stacks lines parsed on its own (on any thread),
// before anything goes into the model: its distinct frames (views into the
// text with their hashes), its distinct stacks as a prefix tree over them,
// and each line's stack and count, all with ids local to the stretch. The
// reader then turns the few distinct frames and stacks into model ids, one
// stretch after another, and adds the lines' counts.
//
// A line shares most of its frames with the one before it (producers sort
// their lines), so those are found by comparing the two lines' bytes, and
// only the frames after the shared part are hashed and looked up.
struct FoldedChunk
{
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu; // a root's parent

    struct Frame
    {
        std::string_view name;
        std::uint64_t hash; // textHash(name)
    };
    struct Stack
    {
        std::uint32_t parent; // an earlier stack of the stretch, or kNone
        std::uint32_t frame;
    };
    struct Line
    {
        std::uint32_t stack;
        double count;
    };
    // The lines that are not "stack count": the first few, lines counted
    // from the stretch's start, and how many in all.
    struct Skipped
    {
        struct Line
        {
            qint64 offset;
            qint64 line;
            std::string_view text;
        };
        static constexpr std::size_t kKept = 20;
        std::vector<Line> first;
        qint64 count = 0;
    };

    std::vector<Frame> frames;
    std::vector<Stack> stacks; // parents before their children
    std::vector<Line> lines;
    Skipped skipped;
    qint64 lineCount = 0;

    // Parses `text` (whole lines, starting at `offset` in the file).
    void parse(std::string_view text, qint64 offset);

private:
    std::uint32_t stackOf(std::string_view stack);
    std::uint32_t frameOf(std::string_view name);
    std::uint32_t childOf(std::uint32_t parent, std::uint32_t frame);

    TaggedIdIndex<std::uint32_t> m_frameIndex, m_stackIndex;
    // The line before: its stack text, where each of its frames ends in it,
    // and the stack of each of its prefixes.
    std::string_view m_previous;
    std::vector<std::uint32_t> m_previousEnds;
    std::vector<std::uint32_t> m_previousStacks;
};

} // namespace hg
