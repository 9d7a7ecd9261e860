#pragma once
#include "model/SpanTrack.h"

#include <QString>
#include <cstdint>
#include <span>
#include <vector>

namespace hg {

// A span track as call stacks, for formats that hold one stack of nested
// calls per thread or line (XPlane lines, TraceActor threads, speedscope's
// evented profiles) and nest them again by time on reading.
//
// A track without concurrent siblings (no lane groups) is one stack, its
// spans' parents as they are. A track whose stated siblings overlap cannot
// be one stack: its spans are dealt out in time order, each onto its
// parent's stack when reading that stack back by time nests it under that
// parent (the parent is the innermost span still open there), else as a
// root onto the lowest stack with nothing open (a new one if none). So the
// first of concurrent siblings stays with its parent and each sibling
// running beside it starts a stack of its own, with its subtree under it;
// as many stacks as siblings ever ran at once. Every span keeps its start
// and duration; within a stack, time nesting gives back parentOf().
class CallStacks
{
public:
    static CallStacks of(const SpanTrack &spans);

    // At least one (an empty track is one empty stack).
    std::uint32_t count() const { return m_count; }
    // Whether the track is one stack with every span under its own parent
    // (always so for a track nested by time).
    bool keepsTree() const { return m_stackOf.empty(); }
    // The stack a span goes on.
    std::uint32_t stackOf(std::uint32_t span) const { return m_stackOf.empty() ? 0 : m_stackOf[span]; }
    // Its parent within that stack: its own parent, or kNoId where it
    // starts a stack (a root, or a sibling running beside another).
    std::uint32_t parentOf(std::uint32_t span) const { return m_stackOf.empty() ? m_spans->parent(span) : m_parent[span]; }
    // The spans of a stack in the order to write them: by start, the longer
    // first, parents before their children.
    std::span<const std::uint32_t> spansOf(std::uint32_t stack) const
    {
        return {m_order.data() + m_first[stack], m_first[stack + 1] - m_first[stack]};
    }
    // Children of every span within its stack, in the order above: those
    // of span i are of(i), the roots of stack k are of(spans + k).
    struct Children
    {
        std::vector<std::uint32_t> first; // spans + stacks + 1 entries
        std::vector<std::uint32_t> list;
        std::span<const std::uint32_t> of(std::uint32_t slot) const
        {
            return {list.data() + first[slot], first[slot + 1] - first[slot]};
        }
    };
    Children children() const;

    // What a stack's thread, line or profile is called: the track's name,
    // then "<track> (lane 2)", ... (file content, not translated).
    static QString stackName(const QString &trackName, std::uint32_t stack);

private:
    const SpanTrack *m_spans = nullptr;
    std::uint32_t m_count = 0;
    std::vector<std::uint32_t> m_stackOf; // empty: one stack
    std::vector<std::uint32_t> m_parent;
    std::vector<std::uint32_t> m_order;   // by stack, each in write order
    std::vector<std::uint32_t> m_first;   // count + 1 entries into m_order
};

} // namespace hg
