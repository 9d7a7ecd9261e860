#pragma once
// A sampled profile on random stacks, as a busy program's where each sample
// may land anywhere: 400 stacks under a few roots (up to ~12 deep), a third
// of the samples repeating the one before, times 0-3 ms apart (repeats
// last nothing), in phases of 2000 samples under one root (long spans at
// the top, the short ones under them) of the roots with 8 stacks or more.
#include "model/ProfileBuilder.h"

#include <random>
#include <string>

namespace hg::test {

inline ProfilePtr randomSampleProfile(int samples, std::uint32_t seed)
{
    ProfileBuilder builder(QStringLiteral("random"));
    std::vector<StackId> stacks;
    std::vector<std::size_t> rootOf;
    std::mt19937 random(seed);
    for (std::size_t i = 0; i < 400; ++i) {
        const bool root = stacks.empty() || random() % 10 == 0;
        const std::size_t parent = root ? 0 : std::size_t(random() % stacks.size());
        const FrameId frame = builder.addFrame(std::string("f") + std::to_string(random() % 40));
        stacks.push_back(builder.addStack(root ? StackId(kNoId) : stacks[parent], frame));
        rootOf.push_back(root ? i : rootOf[parent]);
    }
    std::vector<std::vector<StackId>> family(stacks.size());
    for (std::size_t i = 0; i < stacks.size(); ++i)
        family[rootOf[i]].push_back(stacks[i]);
    std::erase_if(family, [](const std::vector<StackId> &f) { return f.size() < 8; }); // roots with some calls under them
    const TrackId t = builder.addTrack({QStringLiteral("main"), QString(), -1, -1, {}, {}});
    TimePs time = 0;
    StackId previous = stacks[0];
    for (int i = 0; i < samples; ++i) {
        time += TimePs(random() % 4) * kPsPerMs;
        const std::vector<StackId> &phase = family[std::size_t(i / 2000) % family.size()];
        const StackId s = random() % 3 == 0 ? previous : phase[random() % phase.size()];
        builder.addSample(t, time, s);
        previous = s;
    }
    return builder.build();
}

} // namespace hg::test
