// Comparison benchmark: two profiles whose call trees have 1 M nodes each
// (B is A with three functions made slower and some of its leaves calling
// other functions), compared as `hourglass-cli diff` and the comparison views do:
// both call trees, then the diff of the two trees (functions and call
// paths). The target: the diff of two 1 M-node trees in <= 1 s on
// 2 cores.
//
//   build/bin/bench_diff [nodes]
#include "analysis/CallTree.h"
#include "analysis/ProfileDiff.h"
#include "model/ProfileBuilder.h"

#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>
#include <random>

using namespace hg;

namespace {

// Names as a native program's: its own under a few namespaces with shared
// prefixes, the rest in libc and libstdc++.
struct Function
{
    std::string name, module;
};

std::vector<Function> makeFunctions()
{
    std::vector<Function> functions;
    const char *namespaces[] = {"app::server::", "app::storage::", "app::render::", "app::util::", "app::net::http::"};
    const char *methods[] = {"::process", "::handle", "::operator()", "::run", "::parse"};
    for (int i = 0; i < 16000; ++i)
        functions.push_back({std::string(namespaces[i % 5]) + "Handler" + std::to_string(i / 5) + methods[i % 5],
                             "/opt/app/bin/server"});
    for (int i = 0; i < 4000; ++i) {
        const bool cxx = i % 2;
        functions.push_back({(cxx ? std::string("std::_Hashtable<std::string, Entry>::_M_find_before_node_") : std::string("__memcpy_avx_unaligned_erms_"))
                                 + std::to_string(i),
                             cxx ? "/usr/lib/x86_64-linux-gnu/libstdc++.so.6" : "/usr/lib/x86_64-linux-gnu/libc.so.6"});
    }
    return functions;
}

// A call tree as (parent, function) pairs, parents first: each path
// extends the one before it (going deeper) or a random earlier one.
struct Shape
{
    std::vector<std::uint32_t> parent, function;
};

Shape makeShape(std::size_t nodes, std::size_t functions, std::mt19937 &rng)
{
    Shape shape;
    std::vector<std::uint32_t> depth;
    for (std::size_t i = 0; i < nodes; ++i) {
        std::uint32_t parent = kNoId;
        if (i > 0)
            parent = rng() % 4 != 0 && depth[i - 1] < 40 ? std::uint32_t(i - 1) : std::uint32_t(rng() % i);
        shape.parent.push_back(parent);
        shape.function.push_back(std::uint32_t(rng() % functions));
        depth.push_back(parent == kNoId ? 0 : depth[parent] + 1);
    }
    return shape;
}

// One untimed sample per path, weighing 1 to 10 (times `slower` for the
// functions made slower).
ProfilePtr build(const Shape &shape, const std::vector<Function> &functions, const std::vector<bool> &slower,
                 std::uint32_t seed)
{
    ProfileBuilder b(QStringLiteral("bench"));
    std::vector<FrameId> frames;
    for (const Function &f : functions) {
        Frame frame;
        frame.name = b.intern(f.name);
        frame.module = b.intern(f.module);
        frames.push_back(b.addFrame(frame));
    }
    const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
    b.setTrackUntimed(t);
    std::mt19937 rng(seed);
    std::vector<StackId> stacks(shape.parent.size());
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        stacks[i] = b.addStack(shape.parent[i] == kNoId ? StackId(kNoId) : stacks[shape.parent[i]], frames[shape.function[i]]);
        const std::uint32_t weight = 1 + rng() % 10;
        b.addSample(t, 0, stacks[i], slower[shape.function[i]] ? weight * 4 : weight);
    }
    return b.build();
}

template <typename Job>
qint64 bestOfThree(const Job &job)
{
    qint64 best = -1;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        timer.start();
        job();
        const qint64 ms = timer.elapsed();
        best = best < 0 ? ms : std::min(best, ms);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    const std::size_t nodes = argc > 1 ? std::stoul(argv[1]) : 1000000;
    QTextStream out(stdout);
    const std::vector<Function> functions = makeFunctions();
    std::mt19937 rng(41);
    const Shape shapeA = makeShape(nodes, functions.size(), rng);
    Shape shapeB = shapeA;
    std::vector<bool> leaf(nodes, true);
    for (const std::uint32_t parent : shapeA.parent)
        if (parent != kNoId)
            leaf[parent] = false;
    for (std::size_t i = 0; i < nodes; i += 50) // every 50th leaf calls another function in B
        if (leaf[i])
            shapeB.function[i] = std::uint32_t(rng() % functions.size());
    std::vector<bool> same(functions.size(), false), slower(functions.size(), false);
    const std::uint32_t slowed[] = {17, 2024, 9001};
    for (const std::uint32_t f : slowed)
        slower[f] = true;
    const ProfilePtr a = build(shapeA, functions, same, 7);
    const ProfilePtr b = build(shapeB, functions, slower, 7);

    CallTree treeA, treeB;
    const qint64 trees = bestOfThree([&] {
        treeA = CallTree::build(*a, {}, CallTree::Direction::TopDown);
        treeB = CallTree::build(*b, {}, CallTree::Direction::TopDown);
    });
    ProfileDiff diff;
    const qint64 merge = bestOfThree([&] { diff = ProfileDiff::of(*a, treeA, *b, treeB, {}); });
    const qint64 whole = bestOfThree([&] { diff = ProfileDiff::compare(*a, {}, *b, {}, {}); });

    out << "call trees: A " << treeA.size() << " nodes, B " << treeB.size() << " nodes; merged " << diff.tree().size()
        << " call paths, " << diff.ranking().size() << " functions\n";
    out << "both call trees, one after the other:  " << trees << " ms\n";
    out << "diff of the two trees:                 " << merge << " ms   (target <= 1000 ms on 2 cores)\n";
    out << "compare() (trees on two threads + diff): " << whole << " ms   (best of 3 each)\n";
    out << "top changes of self share:\n";
    for (std::size_t i = 0; i < 5 && i < diff.ranking().size(); ++i) {
        const ProfileDiff::Function &f = diff.functions()[diff.ranking()[i]];
        out << QStringLiteral("  %1  %2\n").arg(100.0 * diff.selfChange(f), 7, 'f', 3).arg(f.name);
    }
    return 0;
}
