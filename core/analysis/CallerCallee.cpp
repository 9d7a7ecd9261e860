#include "CallerCallee.h"
#include "TopDownWalk.h"

#include "FunctionMatcher.h"
#include "FunctionName.h"

#include "model/Profile.h"

#include <algorithm>
#include <unordered_map>

namespace hg {

namespace {

// The function of each frame (a name with its module, numbered by the
// shared FunctionMatcher); the first frame of a function stands for it.
class FunctionIds
{
public:
    explicit FunctionIds(const Profile &profile)
        : m_ofFrame(FunctionMatcher(FunctionMatcher::Key::NameAndModule).add(profile))
    {
        for (FrameId f{0}; f < m_ofFrame.size(); ++f)
            if (m_ofFrame[f] == m_frameOf.size()) // numbered in frame order: a new one
                m_frameOf.push_back(f);
    }

    // One past the last function: the number the root (no caller) takes.
    std::uint32_t root() const { return std::uint32_t(m_frameOf.size()); }
    std::uint32_t of(FrameId frame) const { return frame < m_ofFrame.size() ? m_ofFrame[frame] : root(); }
    FrameId frameOf(std::uint32_t function) const { return function < m_frameOf.size() ? m_frameOf[function] : FrameId(kNoId); }

private:
    std::vector<std::uint32_t> m_ofFrame;
    std::vector<FrameId> m_frameOf;
};

std::vector<CallerCallee::Edge> heaviestFirst(const std::unordered_map<std::uint32_t, std::int64_t> &times,
                                              const FunctionIds &functions)
{
    std::vector<CallerCallee::Edge> edges;
    edges.reserve(times.size());
    for (const auto &[function, time] : times)
        edges.push_back({functions.frameOf(function), time});
    std::sort(edges.begin(), edges.end(), [](const CallerCallee::Edge &a, const CallerCallee::Edge &b) {
        return a.time != b.time ? a.time > b.time : a.frame < b.frame;
    });
    return edges;
}

} // namespace

CallerCallee CallerCallee::of(const Profile &profile, const CallTree &tree, FrameId centre,
                              const CallTree::CancelCheck &cancelled)
{
    CallerCallee result;
    result.m_centre = centre;
    result.m_unit = tree.unit();
    result.m_whole = tree.node(0).total;
    if (tree.direction() != CallTree::Direction::TopDown || centre >= profile.frames().size())
        return result;

    const FunctionIds functions(profile);
    const std::uint32_t centreFunction = functions.of(centre);
    const auto functionOfNode = [&](std::uint32_t node) {
        return node == 0 ? functions.root() : functions.of(tree.node(node).frame);
    };
    // How often each function is, on the current path, the caller of a
    // centre node (callerOpen) or a callee just below one (calleeOpen): an
    // edge's time counts only at its outermost place on a path.
    std::vector<std::uint32_t> callerOpen(functions.root() + 1, 0), calleeOpen(functions.root() + 1, 0);
    std::uint32_t centreOpen = 0;
    std::unordered_map<std::uint32_t, std::int64_t> callerTime, calleeTime;

    CallTree::PathBuilder callees(tree.unit()), callers(tree.unit());
    const std::uint32_t calleesRoot = callees.child(0, centre);
    std::vector<std::uint32_t> copyOf(tree.size(), kNoId); // a node under an outermost call -> its callees-tree node

    // The outermost call's chain of callers, as far as a bottom-up tree goes.
    const auto addCallerChain = [&](std::uint32_t node) {
        const CallTree::Node &n = tree.node(node);
        std::uint32_t at = callers.child(0, centre);
        callers.add(at, n.total, n.total, n.count);
        std::uint32_t level = 0;
        for (std::uint32_t up = n.parent; up != 0 && up != kNoId && level++ < CallTree::kMaxCallerLevels; up = tree.node(up).parent) {
            at = callers.child(at, functions.frameOf(functionOfNode(up)));
            callers.add(at, n.total, n.total, n.count);
        }
    };

    const auto enter = [&](std::uint32_t node) {
        const CallTree::Node &n = tree.node(node);
        const std::uint32_t function = functionOfNode(node);
        const std::uint32_t caller = functionOfNode(n.parent);
        if (function == centreFunction) {
            result.m_self += n.self;
            if (centreOpen++ == 0) {
                result.m_total += n.total;
                result.m_count += n.count;
                copyOf[node] = calleesRoot;
                callees.add(calleesRoot, n.total, n.self, n.count);
                addCallerChain(node);
            }
            if (callerOpen[caller]++ == 0)
                callerTime[caller] += n.total;
        }
        if (caller == centreFunction && calleeOpen[function]++ == 0)
            calleeTime[function] += n.total;
        if (centreOpen > 0 && copyOf[node] == kNoId) {
            copyOf[node] = callees.child(copyOf[n.parent], functions.frameOf(function));
            callees.add(copyOf[node], n.total, n.self, n.count);
        }
    };
    const auto leave = [&](std::uint32_t node) {
        const std::uint32_t function = functionOfNode(node);
        const std::uint32_t caller = functionOfNode(tree.node(node).parent);
        if (function == centreFunction) {
            --centreOpen;
            --callerOpen[caller];
        }
        if (caller == centreFunction)
            --calleeOpen[function];
    };
    if (!walkTopDown(tree, enter, leave, [&] { return cancelled && cancelled(); }))
        return {};

    result.m_callers = heaviestFirst(callerTime, functions);
    result.m_callees = heaviestFirst(calleeTime, functions);
    if (result.m_total != 0 || result.m_count != 0) {
        result.m_calleesTree = callees.build();
        result.m_callersTree = callers.build();
    }
    return result;
}

std::vector<FrameId> framesNamed(const Profile &profile, const QString &name)
{
    std::vector<FrameId> frames;
    const QByteArray utf8 = name.toUtf8();
    const std::string_view wanted(utf8.constData(), std::size_t(utf8.size()));
    const FrameTable &table = profile.frames();
    for (FrameId f{0}; f < table.size(); ++f)
        if (namesFunction(profile.strings().view(table[f].name), wanted))
            frames.push_back(f);
    return frames;
}

bool sameFunction(const Profile &profile, FrameId a, FrameId b)
{
    const FrameTable &frames = profile.frames();
    if (a == b || a >= frames.size() || b >= frames.size())
        return a == b;
    return frames[a].name == frames[b].name && frames[a].module == frames[b].module;
}

} // namespace hg
