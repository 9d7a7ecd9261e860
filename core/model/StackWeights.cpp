#include "StackWeights.h"

#include "SampleTrack.h"

namespace hg {

namespace {
// Stacks per sample past which the samples are sorted rather than summed
// into a column of every stack.
constexpr std::uint32_t kSparseRatio = 4;
}

void StackWeights::sumByStack(std::vector<Entry> &entries)
{
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.stack < b.stack; });
    std::size_t kept = 0;
    for (const Entry &e : entries) {
        if (kept && entries[kept - 1].stack == e.stack) {
            entries[kept - 1].weight += e.weight;
            entries[kept - 1].count += e.count;
        } else {
            entries[kept++] = e;
        }
    }
    entries.resize(kept);
}

StackWeights StackWeights::of(const SampleTrack &samples)
{
    StackWeights out;
    const std::uint32_t n = samples.size();
    // Summed densely by stack id where a track's stacks are few next to its samples.
    StackId top{0};
    for (std::uint32_t i = 0; i < n; ++i)
        if (samples.stack(i) != kNoId)
            top = std::max(top, StackId(samples.stack(i) + 1));
    const bool timed = samples.timed();
    // Weighed by CPU, a sample stands for its own figure, the last one too.
    const bool cpu = samples.weighting() == SampleWeighting::Cpu;
    const std::uint32_t summed = timed && !cpu && n ? n - 1 : n;
    const auto weightOf = [&](std::uint32_t i, std::uint32_t w) {
        return cpu ? TimePs(samples.cpuNs(i).value_or(0)) * kPsPerNs
            : timed ? std::max<TimePs>(0, samples.time(i + 1) - samples.time(i))
                    : TimePs(w);
    };
    if (top / kSparseRatio > summed) {
        // Far more stacks than samples (a collapsed file: a line a sample,
        // each adding several stacks): the samples sorted by stack, not a
        // dense column of every stack, most of it never written (24 bytes
        // a stack to zero: page faults were most of the sum).
        out.entries.reserve(summed);
        for (std::uint32_t i = 0; i < summed; ++i)
            if (const StackId s = samples.stack(i); s != kNoId)
                if (const std::uint32_t w = samples.weight(i))
                    out.entries.push_back({s, weightOf(i, w), w});
        sumByStack(out.entries);
    } else {
        std::vector<Entry> dense(top, Entry{StackId(kNoId), 0, 0});
        for (std::uint32_t i = 0; i < summed; ++i) {
            const StackId s = samples.stack(i);
            const std::uint32_t w = samples.weight(i);
            if (s == kNoId || !w)
                continue;
            Entry &e = dense[s];
            e.weight += weightOf(i, w);
            e.count += w;
        }
        for (StackId s{0}; s < top; ++s)
            if (dense[s].count)
                out.entries.push_back({s, dense[s].weight, dense[s].count});
    }
    if (timed && !cpu && n && samples.stack(n - 1) != kNoId && samples.weight(n - 1)) {
        out.lastStack = samples.stack(n - 1);
        out.lastCount = samples.weight(n - 1);
    }
    return out;
}

} // namespace hg
