#pragma once
#include "CallTree.h"

#include <QString>
#include <vector>

namespace hg {

class Profile;

// One function (the centre) with the functions that call it and those it
// calls, each with the time spent through that edge; what the caller/callee
// view and `hourglass-cli callers` show. A function is a frame name with its
// module: the frames of other lines or files of it merge. Recursion counts
// once per stack: the centre's total where no caller on the path is the
// centre too, an edge's time where no node above on the path was reached
// through the same edge.
class CallerCallee
{
public:
    struct Edge
    {
        FrameId frame = kNoId; // a frame of the caller or callee; kNoId: the root (a caller only)
        std::int64_t time = 0;
    };

    // From a top-down tree; nothing for a bottom-up one or when cancelled.
    static CallerCallee of(const Profile &profile, const CallTree &tree, FrameId centre,
                           const CallTree::CancelCheck &cancelled = {});

    FrameId centre() const { return m_centre; }
    CallTree::Unit unit() const { return m_unit; }
    // The tree's whole: what the centre's share is of.
    std::int64_t whole() const { return m_whole; }
    std::int64_t total() const { return m_total; }
    std::int64_t self() const { return m_self; }
    // Spans, or sample weights, of the centre's outermost calls.
    std::uint64_t count() const { return m_count; }
    // Heaviest first.
    const std::vector<Edge> &callers() const { return m_callers; }
    const std::vector<Edge> &callees() const { return m_callees; }
    // The sandwich's two flame graphs, both rooted at the centre: its calls
    // with their callees merged, and its callers upwards (each outermost
    // call's chain of callers with the call's total, as in a bottom-up tree).
    const CallTree &calleesTree() const { return m_calleesTree; }
    const CallTree &callersTree() const { return m_callersTree; }

private:
    FrameId m_centre = kNoId;
    CallTree::Unit m_unit = CallTree::Unit::Time;
    std::int64_t m_whole = 0;
    std::int64_t m_total = 0;
    std::int64_t m_self = 0;
    std::uint64_t m_count = 0;
    std::vector<Edge> m_callers;
    std::vector<Edge> m_callees;
    CallTree m_calleesTree;
    CallTree m_callersTree;
};

// The frames called `name` (exactly), in FrameId order: the functions of that
// name in every module, each maybe at several lines.
std::vector<FrameId> framesNamed(const Profile &profile, const QString &name);

// Whether two frames are one function: the same name and module.
bool sameFunction(const Profile &profile, FrameId a, FrameId b);

} // namespace hg
