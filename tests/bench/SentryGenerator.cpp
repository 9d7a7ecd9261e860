#include "SentryGenerator.h"

#include <random>
#include <vector>

namespace hg::bench {

QByteArray generateSentry(const SentryShape &shape, double *meanDepth)
{
    const std::size_t sampleCount = shape.samples;
    const int threadCount = shape.threads, stackCount = shape.stacks, frameCount = shape.frames;
    std::mt19937 rng(shape.seed);
    QByteArray out;
    out.reserve(qsizetype(sampleCount) * 140);
    out += R"({"version":"1","event_id":"41fed0925670468bb0457f61a74688ec","platform":"cocoa","release":"1.0.1",)"
           R"("timestamp":"2024-05-01T10:00:00.000Z","os":{"name":"iOS","version":"17.4","build_number":"21E219"},)"
           R"("device":{"architecture":"arm64e","is_emulator":false,"locale":"en_US","manufacturer":"Apple","model":"iPhone15,2"},)"
           R"("transaction":{"id":"30976f2ddbe04ac9b6bffe6e35d4710c","name":"Bench","trace_id":"4b25bc58f14243d8b208d1e22a054164","active_thread_id":"259"},)"
           R"("profile":{"samples":[)";
    std::uniform_int_distribution<int> stackOf(0, stackCount - 1), threadOf(0, threadCount - 1);
    for (std::size_t i = 0; i < sampleCount; ++i) {
        if (i)
            out += ',';
        out += R"({"elapsed_since_start_ns":")" + QByteArray::number(qulonglong(i) * 1'000'000 / 8)
            + R"(","stack_id":)" + QByteArray::number(stackOf(rng))
            + R"(,"thread_id":")" + QByteArray::number(259 + threadOf(rng) * 256)
            + R"(","queue_address":"0x0000000102adc700"})";
    }
    out += R"(],"stacks":[)";
    // Stacks as a sampler sees them: a real call tree, so a new stack shares
    // a prefix with an earlier one (main, run loop, ...) and adds a few frames.
    std::uniform_int_distribution<int> frameOf(0, frameCount - 1), extraOf(1, 6);
    std::vector<std::vector<int>> stacks; // root first
    stacks.reserve(stackCount);
    for (int s = 0; s < stackCount; ++s) {
        std::vector<int> path;
        if (s > 0) {
            const std::vector<int> &base = stacks[std::uniform_int_distribution<int>(0, s - 1)(rng)];
            const std::size_t drop = std::min(base.size(), std::uniform_int_distribution<std::size_t>(0, 4)(rng));
            path.assign(base.begin(), base.end() - std::ptrdiff_t(drop));
        }
        for (int e = extraOf(rng); e > 0 && path.size() < 64; --e)
            path.push_back(frameOf(rng));
        stacks.push_back(std::move(path));
    }
    std::size_t depthSum = 0;
    for (int s = 0; s < stackCount; ++s) {
        out += s ? ",[" : "[";
        const std::vector<int> &path = stacks[std::size_t(s)];
        depthSum += path.size();
        for (std::size_t d = path.size(); d-- > 0;) { // leaf first
            out += QByteArray::number(path[d]);
            if (d)
                out += ',';
        }
        out += ']';
    }
    if (meanDepth)
        *meanDepth = double(depthSum) / stackCount;
    out += R"(],"frames":[)";
    for (int f = 0; f < frameCount; ++f) {
        if (f)
            out += ',';
        out += R"({"function":"-[BenchViewController method)" + QByteArray::number(f)
            + R"(:]","instruction_addr":"0x)" + QByteArray::number(0x100000000ULL + qulonglong(f) * 64, 16)
            + R"(","package":"/private/var/containers/Bundle/Application/Bench.app/Bench","in_app":)"
            + (f % 3 ? "true" : "false") + R"(,"lineno":")" + QByteArray::number(f % 900 + 1) + "\"}";
    }
    out += R"(],"thread_metadata":{)";
    for (int t = 0; t < threadCount; ++t)
        out += (t ? "," : "") + QByteArray(R"(")") + QByteArray::number(259 + t * 256) + R"(":{"name":"worker )"
            + QByteArray::number(t) + R"(","priority":31})";
    out += "}}}";
    return out;
}

} // namespace hg::bench
