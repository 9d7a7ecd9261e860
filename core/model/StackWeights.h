#pragma once
#include "Ids.h"
#include "Time.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace hg {

class SampleTrack;

// What a track's samples stand for, summed per stack. A call tree needs
// only this, not the samples one by one; and a transform that reshapes
// stacks reshapes this with them (mapped()), so the tree of a reshaped
// profile costs its distinct stacks, not its millions of samples.
struct StackWeights
{
    struct Entry
    {
        StackId stack;
        TimePs weight;      // time (timed track; CPU time when weighed by CPU) or count (untimed)
        std::uint64_t count; // the samples' weight column: a collapsed line "a;b 12" counts 12
    };
    std::vector<Entry> entries; // ascending stack; stacks that count nothing left out
    // A timed track's last sample lasts the track's median interval (or
    // the profile's), which SampleWeights knows, not the track: it stays out
    // of `entries`.
    StackId lastStack = kNoId;
    std::uint32_t lastCount = 0; // 0: it counts nothing (dropped, or a gap)

    // A sample of weight 0 ends its predecessor's time and stands for none
    // itself, as in SampleWeights::forEach.
    static StackWeights of(const SampleTrack &samples);

    // stackOf(stack) -> std::optional<StackId>: the stack a sample on
    // `stack` takes, nullopt when it is dropped.
    template <typename StackOf>
    StackWeights mapped(const StackOf &stackOf) const;

    // Sorted by stack, the entries of one stack summed into one.
    static void sumByStack(std::vector<Entry> &entries);
};

template <typename StackOf>
StackWeights StackWeights::mapped(const StackOf &stackOf) const
{
    StackWeights out;
    out.entries.reserve(entries.size());
    for (const Entry &e : entries)
        if (const std::optional<StackId> s = stackOf(e.stack); s && *s != kNoId)
            out.entries.push_back({*s, e.weight, e.count});
    sumByStack(out.entries);
    if (lastStack != kNoId && lastCount)
        if (const std::optional<StackId> s = stackOf(lastStack); s && *s != kNoId) {
            out.lastStack = *s;
            out.lastCount = lastCount;
        }
    return out;
}

} // namespace hg
