#pragma once
#include "StackPaths.h"
#include "model/SampleTrack.h"
#include "model/StackTable.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace hg {

// Walks the samples [first, last) of a track in time order as the frames
// they open and close: open(depth, stack, time) where a frame's span begins,
// close(depth, stack, start, end) where it ends (deepest first). The one
// walk both builds of sample spans (exact, and folded into blocks) are made
// from; a long track can be walked in parts side by side (runContinuing).
class SampleStackWalk
{
public:
    using CancelCheck = std::function<bool()>;
    struct OpenSpan
    {
        StackId stack;
        TimePs start;
    };

    // `paths` of `stacks`, made here when null (a profile's walks share one).
    SampleStackWalk(const StackTable &stacks, const SampleTrack &samples, std::shared_ptr<const StackPaths> paths = {})
        : m_stacks(stacks)
        , m_samples(samples)
        , m_paths(paths ? std::move(paths) : std::make_shared<const StackPaths>(stacks, StackPaths::budgetFor(samples.size())))
    {
    }
    // A copy walks on its own, sharing the paths (a part of a track each).
    SampleStackWalk(const SampleStackWalk &) = default;

    // Every frame still open after the last sample closes at `end`. False
    // when `stop` said so (asked every 1024 samples: a count of spans over
    // its budget stops soon after, on a track of a few thousand samples too).
    template <typename Open, typename Close>
    bool run(std::uint32_t first, std::uint32_t last, TimePs end, Open &&open, Close &&close, const CancelCheck &stop = {})
    {
        m_open.clear();
        if (!walk(first, last, open, close, stop))
            return false;
        closeFrom(0, end, close);
        return true;
    }

    // A part of a track: starts as if the samples before `first` left the
    // frames of `before` open (each starting at `continued`), and leaves
    // open what is open after the last sample (openSpans()).
    template <typename Open, typename Close>
    bool runContinuing(StackId before, TimePs continued, std::uint32_t first, std::uint32_t last, Open &&open, Close &&close,
                       const CancelCheck &stop = {})
    {
        m_open.clear();
        for (StackId s = before; s != kNoId && s < m_stacks.size(); s = m_stacks.parent(s))
            m_open.push_back({s, continued});
        std::reverse(m_open.begin(), m_open.end());
        return walk(first, last, open, close, stop);
    }

    // Root first: the spans open after the last walk.
    const std::vector<OpenSpan> &openSpans() const { return m_open; }
    // Each stack's depth (a root's is 1).
    const std::vector<std::uint32_t> &depths() const { return m_paths->depths(); }
    const StackPaths &paths() const { return *m_paths; }

private:
    template <typename Close>
    void closeFrom(std::size_t depth, TimePs at, Close &close)
    {
        for (std::size_t d = m_open.size(); d-- > depth;)
            close(d, m_open[d].stack, m_open[d].start, at);
        m_open.resize(std::min(depth, m_open.size()));
    }

    template <typename Open, typename Close>
    bool walk(std::uint32_t first, std::uint32_t last, Open &open, Close &close, const CancelCheck &stop)
    {
        const std::vector<std::uint32_t> &depthOf = m_paths->depths();
        const StackId stackCount = StackId(m_stacks.size());
        for (std::uint32_t i = first; i < last; ++i) {
            if ((i & 0x3ff) == 0 && stop && stop())
                return false;
            // The stacks a few samples ahead are asked for now: a big table's
            // leaves are cache misses, their callers mostly not.
            if (const StackId ahead = i + kPrefetchAhead < last ? m_samples.stack(i + kPrefetchAhead) : StackId(kNoId);
                ahead < stackCount) {
                m_stacks.prefetch(ahead);
                __builtin_prefetch(depthOf.data() + ahead);
            }
            const TimePs t = m_samples.time(i);
            StackId s = m_samples.stack(i);
            const std::size_t depth = s != kNoId && s < stackCount ? depthOf[s] : 0;
            std::size_t d = m_open.size();
            for (; d > depth; --d)
                close(d - 1, m_open[d - 1].stack, m_open[d - 1].start, t);
            // Up from the leaf only as far as the open spans differ: equal
            // paths share stack ids, so where the ids meet, all above match
            // (a sample mostly shares all but its last frames with the one
            // before, and deep stacks are not walked whole). Each row is
            // closed and given its new stack as the climb passes it: the
            // open path is the one array read and written.
            const std::size_t before = d;
            m_open.resize(depth);
            for (d = depth; d > before; --d, s = m_stacks.parent(s))
                m_open[d - 1].stack = s;
            for (; d > 0 && m_open[d - 1].stack != s; --d, s = m_stacks.parent(s)) {
                close(d - 1, m_open[d - 1].stack, m_open[d - 1].start, t);
                m_open[d - 1].stack = s;
            }
            for (; d < depth; ++d) {
                m_open[d].start = t;
                open(d, m_open[d].stack, t);
            }
        }
        return true;
    }

    static constexpr std::uint32_t kPrefetchAhead = 16;
    const StackTable &m_stacks;
    const SampleTrack &m_samples;
    std::shared_ptr<const StackPaths> m_paths;
    std::vector<OpenSpan> m_open; // root first
};

} // namespace hg
