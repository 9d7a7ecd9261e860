#pragma once
#include "CallTree.h"
#include "DiffTree.h"
#include "FunctionMatcher.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <memory>
#include <span>
#include <vector>

namespace hg {

class FunctionTable;
class Profile;

// Two profiles compared, A (before) and B (after): each side's top-down call
// tree, merged per function (FunctionTable's figures: self, total with
// recursion counted once per stack, count) and per call path (DiffTree).
// Both sides are just Profiles, so any two formats compare. Values are
// compared as shares of each side's whole by default, so profiles of
// different lengths compare; absolute values only where both sides have
// one unit (time, or counts of untimed samples).
class ProfileDiff
{
    Q_DECLARE_TR_FUNCTIONS(ProfileDiff)
public:
    enum class Values { Shares, Absolute };

    struct Options
    {
        FunctionMatcher::Key matching = FunctionMatcher::Key::NameAndModule;
        Values values = Values::Shares;
    };

    struct Function
    {
        QString name;
        QString module;
        FrameId frameA = kNoId; // a frame of it in A; kNoId: only in B
        FrameId frameB = kNoId;
        SideFigures a, b;
        bool onlyInA() const { return frameB == kNoId; }
        bool onlyInB() const { return frameA == kNoId; }
    };

    // Builds both sides' trees (at once, on two threads) and compares them.
    // Empty tracks: every track of that side. Returns an empty comparison
    // when cancelled.
    static ProfileDiff compare(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                               const std::vector<TrackId> &tracksB, const Options &options,
                               const CallTree::CancelCheck &cancelled = {});
    // From trees built already (top-down).
    static ProfileDiff of(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
                          const Options &options);

    // Both sides' trees going one way, built at once on two threads; empty
    // trees when cancelled.
    struct Trees
    {
        CallTree a, b;
    };
    static Trees buildTrees(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                            const std::vector<TrackId> &tracksB, CallTree::Direction direction,
                            const CallTree::CancelCheck &cancelled = {});
    // The comparison in two steps, for the views that draw the merged call
    // paths first: paths() merges the top-down trees (tree(), the wholes,
    // units and notes, and each function's name, module and a frame of it
    // on each side, where its tree has one); addFigures() then adds each
    // function's figures over all its call paths and the ranking, from the
    // same trees. of() is both.
    static ProfileDiff paths(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
                             const Options &options);
    void addFigures(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB);
    // Whether functions() carry their figures and ranking() is made.
    bool hasFigures() const { return m_hasFigures; }

    CallTree::Unit unitA() const { return m_unitA; }
    CallTree::Unit unitB() const { return m_unitB; }
    bool unitsDiffer() const { return m_unitA != m_unitB; }
    // What is compared: shares when asked, or when the units differ.
    Values values() const { return m_values; }
    // How functions matched: by name alone when asked, or when one side
    // names no modules (collapsed stacks against a recording).
    FunctionMatcher::Key matching() const { return m_matching; }
    // Each side's whole (its tree's root total): what shares are of.
    std::int64_t wholeA() const { return m_wholeA; }
    std::int64_t wholeB() const { return m_wholeB; }
    double shareA(std::int64_t value) const { return m_wholeA > 0 ? double(value) / double(m_wholeA) : 0.0; }
    double shareB(std::int64_t value) const { return m_wholeB > 0 ? double(value) / double(m_wholeB) : 0.0; }

    // Indexed by the function numbers DiffTree nodes carry. Before
    // addFigures(), the figures are zero.
    const std::vector<Function> &functions() const { return m_functions; }
    // Function numbers, the largest change of self first (in values()),
    // then the largest change of total.
    const std::vector<std::uint32_t> &ranking() const { return m_ranking; }
    // B less A, as shares (0-1) or raw values (a double either way).
    double selfChange(const Function &f) const { return change(f.a.self, f.b.self); }
    double totalChange(const Function &f) const { return change(f.a.total, f.b.total); }
    // B's value less A's, in values(): shares of each whole, or raw.
    double change(std::int64_t a, std::int64_t b) const;
    const DiffTree &tree() const { return *m_tree; }
    // The same comparison bottom-up (the diff bottom-up tree): both sides'
    // bottom-up trees merged, nodes carrying this comparison's function
    // numbers (a, b: the profiles compared).
    DiffTree bottomUpTree(const Profile &a, const std::vector<TrackId> &tracksA, const Profile &b,
                          const std::vector<TrackId> &tracksB, const CallTree::CancelCheck &cancelled = {}) const;

    // What the comparison decided for the user, translated: the units
    // differ so shares are compared, functions matched by name alone.
    const QStringList &notes() const { return m_notes; }

private:
    // The units, wholes, notes and function numbers of a comparison.
    static ProfileDiff start(const Profile &a, const CallTree &treeA, const Profile &b, const CallTree &treeB,
                             const Options &options);
    void setFigures(const Profile &a, const FunctionTable &tableA, const Profile &b, const FunctionTable &tableB);
    // Each function's name, module and frames, from `frames` (a frame of
    // each function on each side, kNoId where it has none).
    void nameFunctions(const Profile &a, std::span<const FrameId> framesA, const Profile &b,
                       std::span<const FrameId> framesB);
    void rank();

    CallTree::Unit m_unitA = CallTree::Unit::Time;
    CallTree::Unit m_unitB = CallTree::Unit::Time;
    Values m_values = Values::Shares;
    FunctionMatcher::Key m_matching = FunctionMatcher::Key::NameAndModule;
    std::int64_t m_wholeA = 0;
    std::int64_t m_wholeB = 0;
    std::vector<Function> m_functions;
    std::vector<std::uint32_t> m_ranking;
    // Each side's frames numbered by function (FunctionMatcher).
    std::vector<std::uint32_t> m_functionOfA, m_functionOfB;
    bool m_hasFigures = false;
    // Shared: a comparison with its figures added is a copy of the one without.
    std::shared_ptr<const DiffTree> m_tree = std::make_shared<const DiffTree>();
    QStringList m_notes;
};

} // namespace hg
