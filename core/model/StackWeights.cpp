#include "StackWeights.h"

#include "SampleTrack.h"

namespace hg {

StackWeights StackWeights::of(const SampleTrack &samples)
{
    StackWeights out;
    const std::uint32_t n = samples.size();
    // Summed densely by stack id: a track's stacks are few next to its samples.
    StackId top{0};
    for (std::uint32_t i = 0; i < n; ++i)
        if (samples.stack(i) != kNoId)
            top = std::max(top, StackId(samples.stack(i) + 1));
    std::vector<Entry> dense(top, Entry{StackId(kNoId), 0, 0});
    const bool timed = samples.timed();
    // Weighed by CPU, a sample stands for its own figure, the last one too.
    const bool cpu = samples.weighting() == SampleWeighting::Cpu;
    const std::uint32_t summed = timed && !cpu && n ? n - 1 : n;
    for (std::uint32_t i = 0; i < summed; ++i) {
        const StackId s = samples.stack(i);
        const std::uint32_t w = samples.weight(i);
        if (s == kNoId || !w)
            continue;
        Entry &e = dense[s];
        e.weight += cpu     ? TimePs(samples.cpuNs(i).value_or(0)) * kPsPerNs
                    : timed ? std::max<TimePs>(0, samples.time(i + 1) - samples.time(i))
                            : TimePs(w);
        e.count += w;
    }
    for (StackId s{0}; s < top; ++s)
        if (dense[s].count)
            out.entries.push_back({s, dense[s].weight, dense[s].count});
    if (timed && !cpu && n && samples.stack(n - 1) != kNoId && samples.weight(n - 1)) {
        out.lastStack = samples.stack(n - 1);
        out.lastCount = samples.weight(n - 1);
    }
    return out;
}

} // namespace hg
