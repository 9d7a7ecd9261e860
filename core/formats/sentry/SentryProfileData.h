#pragma once
#include "model/Ids.h"
#include "model/SampleTrack.h"

#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace hg {

// What the Sentry reader collects from the JSON before the model is built.
// Samples, stacks and frames may come in any order in the file, so references
// between them are kept as indexes and resolved once everything is read.
struct SentryProfileData
{
    // A frame reference inside a stack: an index into the "frames" table, or,
    // with this bit set, a FrameId for a frame written inline (older SDKs).
    static constexpr std::uint32_t kDirectFrame = 0x80000000u;
    // A sample's stack: an index into "stacks", or, with this bit set, into
    // the inline stacks that older SDKs wrote into each sample.
    static constexpr std::uint32_t kInlineStack = 0x80000000u;
    static constexpr std::uint32_t kNoStack = 0xFFFFFFFFu;

    struct Stacks
    {
        std::vector<std::uint32_t> refs;   // frame references, leaf first
        std::vector<std::uint32_t> starts; // stack i is refs[starts[i] .. starts[i+1])
        std::size_t size() const { return starts.size(); }
        void begin() { starts.push_back(std::uint32_t(refs.size())); }
        std::size_t end(std::size_t i) const { return i + 1 < starts.size() ? starts[i + 1] : refs.size(); }
    };

    struct Sample
    {
        double time = NAN; // ns since the start, or epoch seconds (epochSeconds)
        std::uint32_t stack = kNoStack;
        std::uint32_t thread = 0;
        // Hourglass's recordings: CPU time since the thread's sample before, its state.
        std::uint64_t cpuNs = SampleTrack::kUnknownCpu;
        ThreadState state = ThreadState::Unknown;
    };

    struct Thread
    {
        std::string id; // as written: "259", "0x0000000102adc700"
        std::string queueAddress;
        std::uint32_t samples = 0;
    };

    struct TextHash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
    };

    std::vector<FrameId> frames;
    Stacks stacks;
    Stacks inlineStacks;
    std::vector<Sample> samples;
    std::vector<Thread> threads;
    std::unordered_map<std::string, std::uint32_t, TextHash, std::equal_to<>> threadIndex;
    bool epochSeconds = false; // some sample had a float "timestamp" (V2)
    std::size_t samplesWithoutTime = 0;
    std::size_t samplesWithoutStack = 0;

    std::uint32_t thread(std::string_view id)
    {
        if (lastThread < threads.size() && threads[lastThread].id == id)
            return lastThread;
        if (threads.size() <= 16) { // the usual case: a scan beats hashing
            for (std::uint32_t i = 0; i < threads.size(); ++i)
                if (threads[i].id == id)
                    return lastThread = i;
        }
        auto it = threadIndex.find(id);
        if (it == threadIndex.end()) {
            it = threadIndex.emplace(std::string(id), std::uint32_t(threads.size())).first;
            threads.push_back({std::string(id), {}, 0});
        }
        lastThread = it->second;
        return lastThread;
    }

private:
    std::uint32_t lastThread = UINT32_MAX;
};

} // namespace hg
