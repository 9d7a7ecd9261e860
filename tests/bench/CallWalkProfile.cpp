#include "CallWalkProfile.h"

#include "CppCallPaths.h"
#include "model/ProfileBuilder.h"

#include <random>

namespace hg::bench {

namespace {

constexpr int kFunctions = 8'000;
constexpr std::size_t kMaxDepth = 64;

// A walk over the call graph: each function calls one of a few others
// (fixed per function), so the distinct stacks stay a small part of the
// samples, as in a real program.
class CallWalk
{
public:
    CallWalk(std::mt19937_64 &rng, const CppCallPaths &calls) : m_rng(rng), m_calls(calls) { jump(); }

    const std::vector<int> &path() const { return m_path; }

    // The next stack: the same (40 %), or a few frames returned from and a
    // few others called; 1 % of the time another activity altogether.
    // Returns how many frames were popped.
    std::size_t step()
    {
        std::uniform_real_distribution<double> unit(0, 1);
        const double u = unit(m_rng);
        if (u < 0.4)
            return 0;
        if (u < 0.41) {
            const std::size_t popped = m_path.size();
            jump();
            return popped;
        }
        const std::size_t pop = std::min<std::size_t>(m_path.size() - 3, m_rng() % 5);
        m_path.resize(m_path.size() - pop);
        for (int push = int(m_rng() % 5); push > 0 && m_path.size() < kMaxDepth; --push)
            m_path.push_back(calleeOf(m_path.back()));
        return pop;
    }

private:
    void jump()
    {
        const std::vector<int> &start = m_calls.paths[m_rng() % m_calls.paths.size()];
        m_path.assign(start.begin(), start.begin() + std::ptrdiff_t(std::min<std::size_t>(start.size(), 24)));
    }
    int calleeOf(int function)
    {
        const std::uint64_t pick = std::uint64_t(function) * 0x9E3779B97F4A7C15ull + m_rng() % 3;
        return CppCallPaths::kKernelFunctions + int((pick >> 20) % std::uint64_t(kFunctions - CppCallPaths::kKernelFunctions));
    }

    std::mt19937_64 &m_rng;
    const CppCallPaths &m_calls;
    std::vector<int> m_path;
};

} // namespace

ProfilePtr generateCallWalkProfile(std::size_t samples)
{
    std::mt19937_64 rng(34);
    const CppCallPaths calls(rng, kFunctions, 20'000);
    ProfileBuilder builder(QStringLiteral("bench"));
    std::vector<FrameId> frameOf;
    for (const CppCallPaths::Function &f : calls.functions) {
        Frame frame;
        frame.name = builder.intern(f.name);
        frame.module = builder.intern(f.dso);
        frame.line = f.kernel ? 0 : std::uint32_t(10 + f.address % 3000);
        frameOf.push_back(builder.addFrame(frame));
    }
    const auto stackOf = [&](const std::vector<int> &path) {
        StackId stack = kNoId;
        for (const int f : path)
            stack = builder.addStack(stack, frameOf[std::size_t(f)]);
        return stack;
    };

    TrackInfo sampled;
    sampled.name = QStringLiteral("main");
    const TrackId samplesTrack = builder.addTrack(sampled);
    CallWalk walk(rng, calls);
    TimePs time = 0;
    for (std::size_t i = 0; i < samples; ++i) {
        walk.step();
        builder.addSample(samplesTrack, time, stackOf(walk.path()));
        time += kPsPerMs + TimePs(rng() % 20'000) * kPsPerNs;
    }

    TrackInfo evented;
    evented.name = QStringLiteral("worker");
    const TrackId spansTrack = builder.addTrack(evented);
    CallWalk spanWalk(rng, calls);
    time = 0;
    std::size_t open = 0;
    for (const int f : spanWalk.path()) {
        builder.beginSpan(spansTrack, time, frameOf[std::size_t(f)]);
        ++open;
    }
    for (std::size_t opened = open; opened < samples / 2;) {
        time += 20 * kPsPerUs + TimePs(rng() % 400) * kPsPerUs;
        for (std::size_t popped = spanWalk.step(); popped > 0; --popped, --open)
            builder.endSpan(spansTrack, time);
        time += TimePs(rng() % 50) * kPsPerUs;
        for (; open < spanWalk.path().size(); ++open, ++opened)
            builder.beginSpan(spansTrack, time, frameOf[std::size_t(spanWalk.path()[open])]);
    }
    for (time += kPsPerMs; open > 0; --open)
        builder.endSpan(spansTrack, time);
    return builder.build();
}

} // namespace hg::bench
