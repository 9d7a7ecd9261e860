#include "FoldedStacksWriter.h"

#include "FoldedPaths.h"

#include "analysis/CallTree.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <cmath>

namespace hg {

namespace {

enum class Weight { SelfCount, SelfWeight, SelfMicroseconds };

Weight weightOf(const Profile &profile, const CallTree &tree)
{
    bool timedSamples = false;
    for (const Track &t : profile.tracks()) {
        if (!t.spans.empty() || !t.nodes.empty())
            return Weight::SelfMicroseconds;
        timedSamples = timedSamples || (!t.samples.empty() && t.samples.timed());
    }
    return timedSamples && tree.unit() == CallTree::Unit::Time ? Weight::SelfCount : Weight::SelfWeight;
}

std::uint64_t nodeWeight(const CallTree &tree, std::uint32_t node, Weight weight)
{
    const CallTree::Node &n = tree.node(node);
    switch (weight) {
    case Weight::SelfCount: {
        std::uint64_t count = n.count;
        for (const std::uint32_t c : tree.children(node))
            count -= std::min(count, tree.node(c).count);
        return count;
    }
    case Weight::SelfWeight:
        return std::uint64_t(std::max<std::int64_t>(0, n.self));
    case Weight::SelfMicroseconds:
        return std::uint64_t(std::llround(double(std::max<std::int64_t>(0, n.self)) / double(kPsPerUs)));
    }
    return 0;
}

} // namespace

QByteArray FoldedStacksWriter::frameText(const QString &name)
{
    QByteArray text = name.toUtf8();
    text.replace(';', ':').replace('\n', ' ').replace('\r', ' ');
    return text.isEmpty() ? QByteArrayLiteral("?") : text;
}

QString FoldedStacksWriter::cannotWriteReason(const Profile &profile)
{
    if (profile.spanCount() + profile.sampleCount() + profile.nodeCount() > 0)
        return QString();
    return tr("the profile holds no spans, samples or timings to write as stacks");
}

QByteArray FoldedStacksWriter::write(const Profile &profile, const ReadContext &context)
{
    const CallTree tree = CallTree::build(profile, {}, CallTree::Direction::TopDown, context.isCancelled);
    context.checkCancelled();
    const Weight weight = weightOf(profile, tree);
    QByteArray out;
    std::size_t written = 0;
    forEachFoldedPath([&tree](std::uint32_t node) { return tree.children(node); },
                      [&](std::uint32_t node) {
                          const FrameId frame = tree.node(node).frame;
                          return frameText(frame < profile.frames().size() ? profile.frameName(frame) : QString());
                      },
                      [&](std::uint32_t node, const QByteArray &path) {
                          if ((++written & 0xFFFF) == 0)
                              context.checkCancelled();
                          if (const std::uint64_t w = nodeWeight(tree, node, weight); w > 0)
                              out += path + ' ' + QByteArray::number(qulonglong(w)) + '\n';
                      });
    return out;
}

} // namespace hg
