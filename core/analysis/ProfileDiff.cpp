#include "ProfileDiff.h"

#include "FunctionTable.h"
#include "model/Profile.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <cmath>

namespace hg {

ProfileDiff ProfileDiff::compare(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                                 const std::vector<TrackId> &tracksB, const Options &options,
                                 const CallTree::CancelCheck &cancelled)
{
    CallTree trees[2];
    parallelFor(2, [&](std::size_t side) {
        trees[side] = side == 0 ? CallTree::build(a, tracksA, CallTree::Direction::TopDown, cancelled)
                                : CallTree::build(b, tracksB, CallTree::Direction::TopDown, cancelled);
    });
    if (cancelled && cancelled())
        return {};
    return of(a, trees[0], b, trees[1], options);
}

ProfileDiff ProfileDiff::of(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
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
    const std::vector<std::uint32_t> functionOfA = matcher.add(a);
    const std::vector<std::uint32_t> functionOfB = matcher.add(b);
    FunctionTable tables[2];
    // The merge is the biggest job: first, while the other thread makes
    // both function tables.
    parallelFor(3, [&](std::size_t job) {
        if (job == 0)
            diff.m_tree = DiffTree::merge(treeA, functionOfA, treeB, functionOfB);
        else
            tables[job - 1] = job == 1 ? FunctionTable::of(treeA, functionOfA) : FunctionTable::of(treeB, functionOfB);
    });

    diff.m_functions.resize(matcher.size());
    for (const FunctionTable::Row &row : tables[0].rows()) {
        Function &f = diff.m_functions[functionOfA[row.frame]];
        f.frameA = row.frame;
        f.a = {row.total, row.self, row.count};
        f.name = a.frameName(row.frame);
        f.module = a.strings().string(a.frames()[row.frame].module);
    }
    for (const FunctionTable::Row &row : tables[1].rows()) {
        Function &f = diff.m_functions[functionOfB[row.frame]];
        f.frameB = row.frame;
        f.b = {row.total, row.self, row.count};
        if (f.frameA == kNoId) {
            f.name = b.frameName(row.frame);
            f.module = b.strings().string(b.frames()[row.frame].module);
        } else if (f.module.isEmpty()) { // matched by name: B may know the module
            f.module = b.strings().string(b.frames()[row.frame].module);
        }
    }
    diff.rank();
    return diff;
}

DiffTree ProfileDiff::bottomUpTree(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                                   const std::vector<TrackId> &tracksB, const CallTree::CancelCheck &cancelled) const
{
    CallTree trees[2];
    parallelFor(2, [&](std::size_t side) {
        trees[side] = side == 0 ? CallTree::build(a, tracksA, CallTree::Direction::BottomUp, cancelled)
                                : CallTree::build(b, tracksB, CallTree::Direction::BottomUp, cancelled);
    });
    if (cancelled && cancelled())
        return {};
    FunctionMatcher matcher(m_matching);
    const std::vector<std::uint32_t> functionOfA = matcher.add(a);
    const std::vector<std::uint32_t> functionOfB = matcher.add(b);
    return DiffTree::merge(trees[0], functionOfA, trees[1], functionOfB);
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
