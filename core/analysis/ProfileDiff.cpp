#include "ProfileDiff.h"

#include "FunctionTable.h"
#include "model/Profile.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <cmath>

namespace hg {

ProfileDiff::Trees ProfileDiff::buildTrees(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                                           const std::vector<TrackId> &tracksB, CallTree::Direction direction,
                                           const CallTree::CancelCheck &cancelled)
{
    Trees trees;
    parallelFor(2, [&](std::size_t side) {
        (side == 0 ? trees.a : trees.b) = side == 0 ? CallTree::build(a, tracksA, direction, cancelled)
                                                    : CallTree::build(b, tracksB, direction, cancelled);
    });
    return trees;
}

ProfileDiff ProfileDiff::compare(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                                 const std::vector<TrackId> &tracksB, const Options &options,
                                 const CallTree::CancelCheck &cancelled)
{
    const Trees trees = buildTrees(a, tracksA, b, tracksB, CallTree::Direction::TopDown, cancelled);
    if (cancelled && cancelled())
        return {};
    return of(a, trees.a, b, trees.b, options);
}

ProfileDiff ProfileDiff::start(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
                               const Options &options)
{
    ProfileDiff diff;
    diff.m_unitA = treeA.unit();
    diff.m_unitB = treeB.unit();
    diff.m_wholeA = treeA.node(0).total;
    diff.m_wholeB = treeB.node(0).total;
    diff.m_values = options.values;
    if (diff.unitsDiffer()) {
        // Seconds against sample counts have no difference, their shares do.
        diff.m_values = Values::Shares;
        diff.m_notes << (diff.m_unitA == CallTree::Unit::Time
                             ? tr("A measures time and B counts samples: only shares of each total compare")
                             : tr("A counts samples and B measures time: only shares of each total compare"));
    }
    diff.m_matching = options.matching;
    const bool modulesA = FunctionMatcher::hasModules(a), modulesB = FunctionMatcher::hasModules(b);
    if (diff.m_matching == FunctionMatcher::Key::NameAndModule && modulesA != modulesB) {
        // Collapsed stacks against a recording: no function would match.
        diff.m_matching = FunctionMatcher::Key::NameOnly;
        diff.m_notes << (modulesA ? tr("B names no modules: functions are matched by name alone")
                                  : tr("A names no modules: functions are matched by name alone"));
    }
    FunctionMatcher matcher(diff.m_matching);
    diff.m_functionOfA = matcher.add(a);
    diff.m_functionOfB = matcher.add(b);
    diff.m_functions.resize(matcher.size());
    return diff;
}

ProfileDiff ProfileDiff::of(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
                            const Options &options)
{
    ProfileDiff diff = start(a, treeA, b, treeB, options);
    FunctionTable tables[2];
    // The merge is the biggest job: first, while the other thread makes
    // both function tables.
    parallelFor(3, [&](std::size_t job) {
        if (job == 0)
            diff.m_tree = std::make_shared<const DiffTree>(DiffTree::merge(treeA, diff.m_functionOfA, treeB, diff.m_functionOfB));
        else
            tables[job - 1] = FunctionTable::of(job == 1 ? treeA : treeB, job == 1 ? diff.m_functionOfA : diff.m_functionOfB);
    });
    diff.setFigures(a, tables[0], b, tables[1]);
    return diff;
}

ProfileDiff ProfileDiff::paths(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
                               const Options &options)
{
    ProfileDiff diff = start(a, treeA, b, treeB, options);
    diff.m_tree = std::make_shared<const DiffTree>(DiffTree::merge(treeA, diff.m_functionOfA, treeB, diff.m_functionOfB));
    // A frame of each function its tree calls: the first in the profile's
    // frame table (addFigures takes the first its function table met).
    const auto framesOf = [&](const CallTree &tree, std::span<const std::uint32_t> functionOf) {
        std::vector<std::uint8_t> called(functionOf.size(), 0);
        for (std::uint32_t i = 1; i < tree.size(); ++i)
            if (const FrameId frame = tree.node(i).frame; frame < called.size())
                called[frame] = 1;
        std::vector<FrameId> frames(diff.m_functions.size(), kNoId);
        for (FrameId frame{0}; frame < functionOf.size(); ++frame)
            if (called[frame] && frames[functionOf[frame]] == kNoId)
                frames[functionOf[frame]] = frame;
        return frames;
    };
    diff.nameFunctions(a, framesOf(treeA, diff.m_functionOfA), b, framesOf(treeB, diff.m_functionOfB));
    return diff;
}

void ProfileDiff::addFigures(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB)
{
    FunctionTable tables[2];
    parallelFor(2, [&](std::size_t side) {
        tables[side] = FunctionTable::of(side == 0 ? treeA : treeB, side == 0 ? m_functionOfA : m_functionOfB);
    });
    setFigures(a, tables[0], b, tables[1]);
}

void ProfileDiff::setFigures(const Profile &a, const FunctionTable &tableA, const Profile &b, const FunctionTable &tableB)
{
    std::vector<FrameId> frames[2];
    for (const int side : {0, 1}) {
        frames[side].assign(m_functions.size(), kNoId);
        const std::vector<std::uint32_t> &functionOf = side == 0 ? m_functionOfA : m_functionOfB;
        for (const FunctionTable::Row &row : (side == 0 ? tableA : tableB).rows()) {
            Function &f = m_functions[functionOf[row.frame]];
            frames[side][functionOf[row.frame]] = row.frame;
            (side == 0 ? f.a : f.b) = {row.total, row.self, row.count};
        }
    }
    nameFunctions(a, frames[0], b, frames[1]);
    m_hasFigures = true;
    rank();
}

void ProfileDiff::nameFunctions(const Profile &a, std::span<const FrameId> framesA, const Profile &b,
                                std::span<const FrameId> framesB)
{
    for (std::size_t i = 0; i < m_functions.size(); ++i) {
        Function &f = m_functions[i];
        f.frameA = framesA[i];
        f.frameB = framesB[i];
        if (f.frameA != kNoId) {
            f.name = a.frameName(f.frameA);
            f.module = a.strings().string(a.frames()[f.frameA].module);
        }
        if (f.frameB == kNoId)
            continue;
        if (f.frameA == kNoId) {
            f.name = b.frameName(f.frameB);
            f.module = b.strings().string(b.frames()[f.frameB].module);
        } else if (f.module.isEmpty()) { // matched by name: B may know the module
            f.module = b.strings().string(b.frames()[f.frameB].module);
        }
    }
}

DiffTree ProfileDiff::bottomUpTree(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                                   const std::vector<TrackId> &tracksB, const CallTree::CancelCheck &cancelled) const
{
    const Trees trees = buildTrees(a, tracksA, b, tracksB, CallTree::Direction::BottomUp, cancelled);
    if (cancelled && cancelled())
        return {};
    return DiffTree::merge(trees.a, m_functionOfA, trees.b, m_functionOfB);
}

double ProfileDiff::change(std::int64_t a, std::int64_t b) const
{
    return m_values == Values::Shares ? shareB(b) - shareA(a) : double(b - a);
}

void ProfileDiff::rank()
{
    m_ranking.clear();
    for (std::uint32_t i = 0; i < m_functions.size(); ++i)
        if (m_functions[i].frameA != kNoId || m_functions[i].frameB != kNoId) // frames of tracks not compared are none
            m_ranking.push_back(i);
    std::sort(m_ranking.begin(), m_ranking.end(), [this](std::uint32_t x, std::uint32_t y) {
        const Function &a = m_functions[x], &b = m_functions[y];
        const double selfA = std::fabs(selfChange(a)), selfB = std::fabs(selfChange(b));
        if (selfA != selfB)
            return selfA > selfB;
        const double totalA = std::fabs(totalChange(a)), totalB = std::fabs(totalChange(b));
        if (totalA != totalB)
            return totalA > totalB;
        return a.name != b.name ? a.name < b.name : a.module < b.module;
    });
}

} // namespace hg
