#pragma once
#include "SpanTrack.h"

#include <cstdint>
#include <vector>

namespace hg {

class PermuteScratch;

// The one place where nesting is computed: turns complete spans in any order
// into a SpanTrack with depth and parent. A span is the child of the innermost
// earlier span that contains its start. A span that outlives its parent (a
// partial overlap) keeps its real duration and is counted; for nesting its end
// is clipped to the parent's, so later siblings still nest correctly.
class SpanNester
{
public:
    struct Result
    {
        SpanTrack track;
        std::vector<std::uint32_t> newIndex; // insertion index -> index in track
        std::size_t partialOverlaps = 0;
    };

    void reserve(std::size_t n);
    void add(TimePs start, TimePs duration, FrameId frame)
    {
        m_start.push_back(start);
        m_duration.push_back(duration > 0 ? duration : 0);
        m_frame.push_back(frame);
    }
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
};

} // namespace hg
