#include "CallStacks.h"

#include "model/LaneAllocator.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace hg {


CallStacks CallStacks::of(const SpanTrack &spans)
{
    CallStacks out;
    out.m_spans = &spans;
    const std::uint32_t n = spans.size();
    if (n == 0) { // one empty stack
        out.m_count = 1;
        out.m_first.assign(2, 0);
        return out;
    }

    // Time order as the readers nest: by start, the longer first; a parent
    // lies in a lower row than its children, so at a tie it comes first.
    std::vector<std::uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&spans](std::uint32_t a, std::uint32_t b) {
        if (spans.start(a) != spans.start(b))
            return spans.start(a) < spans.start(b);
        return spans.duration(a) > spans.duration(b);
    });

    // Each stack read back as SpanNester nests by time: what is open at a
    // start, the innermost last; a span that outlives its parent is closed
    // with it for nesting (nestEnd).
    struct Open
    {
        std::uint32_t span;
        TimePs nestEnd;
    };
    std::vector<std::vector<Open>> open;
    LaneAllocator allocator;
    std::vector<std::uint32_t> stackOf(n, kNoId), parentOf(n, kNoId);
    bool asTheyAre = true; // every span under its own parent
    for (const std::uint32_t s : order) {
        const TimePs start = spans.start(s);
        const std::uint32_t p = spans.parent(s);
        if (p != kNoId && stackOf[p] != kNoId) {
            std::vector<Open> &stack = open[stackOf[p]];
            while (!stack.empty() && stack.back().nestEnd <= start)
                stack.pop_back();
            if (!stack.empty() && stack.back().span == p) {
                stackOf[s] = stackOf[p];
                parentOf[s] = p;
                stack.push_back({s, std::min(spans.end(s), stack.back().nestEnd)});
                continue;
            }
        }
        // A root, or a span that time nesting would not put under its
        // parent: it starts a stack.
        asTheyAre = asTheyAre && p == kNoId;
        const std::uint32_t stack = allocator.take(start, spans.end(s));
        if (stack == open.size())
            open.emplace_back();
        open[stack].clear();
        open[stack].push_back({s, spans.end(s)});
        stackOf[s] = stack;
    }
    std::vector<std::vector<Open>>().swap(open);
    out.m_count = allocator.count();

    out.m_first.assign(out.m_count + 1, 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++out.m_first[stackOf[i] + 1];
    for (std::uint32_t k = 0; k < out.m_count; ++k)
        out.m_first[k + 1] += out.m_first[k];
    out.m_order.resize(n);
    std::vector<std::uint32_t> fill(out.m_first.begin(), out.m_first.end() - 1);
    for (const std::uint32_t s : order)
        out.m_order[fill[stackOf[s]]++] = s;
    if (out.m_count > 1 || !asTheyAre) {
        out.m_stackOf = std::move(stackOf);
        out.m_parent = std::move(parentOf);
    }
    return out;
}

CallStacks::Children CallStacks::children() const
{
    const auto n = std::uint32_t(m_order.size());
    Children c;
    c.first.assign(n + m_count + 1, 0);
    const auto slot = [&](std::uint32_t span) {
        const std::uint32_t p = parentOf(span);
        return p == kNoId ? n + stackOf(span) : p;
    };
    for (std::uint32_t i = 0; i < n; ++i)
        ++c.first[slot(i) + 1];
    for (std::uint32_t i = 0; i + 1 < c.first.size(); ++i)
        c.first[i + 1] += c.first[i];
    c.list.resize(n);
    std::vector<std::uint32_t> fill(c.first.begin(), c.first.end() - 1);
    for (const std::uint32_t s : m_order) // each stack in time order
        c.list[fill[slot(s)]++] = s;
    return c;
}

QString CallStacks::stackName(const QString &trackName, std::uint32_t stack)
{
    return stack == 0 ? trackName : QStringLiteral("%1 (lane %2)").arg(trackName).arg(stack + 1);
}

} // namespace hg
