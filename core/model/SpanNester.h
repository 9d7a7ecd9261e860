#pragma once
#include "SpanTrack.h"

#include <cstdint>
#include <vector>

namespace hg {

class PermuteScratch;

// The one place where structure is computed: turns complete spans in any
// order into a SpanTrack with rows and parents. Two ways, one per track:
// - Time nesting (add()): a span is the child of the innermost earlier span
//   that contains its start, a call inside a call on one thread. A span that
//   outlives its parent (a partial overlap) keeps its real duration and is
//   counted; for nesting its end is clipped to the parent's, so later
//   siblings still nest correctly. A row is a depth.
// - Stated parents (addChild()): the reader knows each span's parent (a
//   MiniProfiler step's timings, an async slice's id). Siblings that overlap
//   run concurrently and are placed on lanes under their parent (LaneLayout),
//   never nested in each other. A row is a lane's row.
// Once any span of a track states its parent, spans added with add() are
// stated roots.
class SpanNester
{
public:
    struct Result
    {
        SpanTrack track;
        std::vector<std::uint32_t> newIndex; // insertion index -> index in track
        std::size_t partialOverlaps = 0;
    };
    static constexpr std::uint32_t kRoot = kNoId; // addChild()'s parent of a root

    void reserve(std::size_t n);
    void add(TimePs start, TimePs duration, FrameId frame)
    {
        m_start.push_back(start);
        m_duration.push_back(duration > 0 ? duration : 0);
        m_frame.push_back(frame);
        if (!m_parent.empty())
            m_parent.push_back(kRoot);
    }
    // A span whose parent is `parent`, a span added before it, or kRoot.
    // Returns false (and adds it as a root) for any other parent.
    bool addChild(TimePs start, TimePs duration, FrameId frame, std::uint32_t parent);
    bool statesParents() const { return !m_parent.empty(); }
    std::size_t size() const { return m_start.size(); }
    TimePs start(std::uint32_t i) const { return m_start[i]; }
    void setDuration(std::uint32_t i, TimePs duration) { m_duration[i] = duration; }
    TimePs duration(std::uint32_t i) const { return m_duration[i]; }

    // Consumes the added spans.
    Result nest();
    // The same, reordering through a scratch kept between calls.
    Result nest(PermuteScratch &scratch);

private:
    std::vector<TimePs> m_start;
    std::vector<TimePs> m_duration;
    std::vector<FrameId> m_frame;
    std::vector<std::uint32_t> m_parent; // stated parents; empty for time nesting
};

} // namespace hg
