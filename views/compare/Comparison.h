#pragma once
#include "analysis/ProfileDiff.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <memory>
#include <span>
#include <vector>

namespace hg {

// Two loaded profiles compared, as the views of a comparison share it: the
// diff, a frame of each function on each side (to draw and name it), and
// its figures as text: shares of each side's whole, or raw values.
class Comparison
{
    Q_DECLARE_TR_FUNCTIONS(Comparison)
public:
    struct Side
    {
        ProfilePtr profile;
        QString name; // the file's name
        std::vector<TrackId> tracks = {}; // those compared; empty: every track
    };

    // Compares A's tracks with B's; null when cancelled.
    static std::shared_ptr<const Comparison> compare(Side a, Side b, const ProfileDiff::Options &options,
                                                     const CallTree::CancelCheck &cancelled = {});
    // The same in two steps (ComparisonView): the merged call paths first,
    // all the differential flame graph and the diff call tree need
    // (ProfileDiff::paths), with both sides' trees for the second step,
    // withFigures(): the functions' figures and ranking (the summary's).
    struct Paths
    {
        std::shared_ptr<const Comparison> comparison; // null when cancelled
        std::shared_ptr<const ProfileDiff::Trees> trees;
    };
    static Paths comparePaths(Side a, Side b, const ProfileDiff::Options &options,
                              const CallTree::CancelCheck &cancelled = {});
    // This comparison with the figures added: the same tree and frames.
    std::shared_ptr<const Comparison> withFigures(const ProfileDiff::Trees &trees) const;

    const Side &side(DiffTree::Side side) const { return side == DiffTree::Side::A ? m_a : m_b; }
    const ProfileDiff &diff() const { return m_diff; }
    const DiffTree &tree() const { return m_diff.tree(); }
    // Indexed by function number: a frame of it in that side's profile, or kNoId.
    std::span<const FrameId> frames(DiffTree::Side side) const { return side == DiffTree::Side::A ? m_framesA : m_framesB; }
    bool shares() const { return m_diff.values() == ProfileDiff::Values::Shares; }

    // A value of one side: its share of that side's whole, or the value.
    QString valueText(std::int64_t value, DiffTree::Side side) const;
    // B less A as compared: "+1.2%" of the whole, or "+3.4 ms".
    QString changeText(double change) const;
    // B against A relative to A ("+35%"); "new" where A had none.
    QString relativeText(std::int64_t a, std::int64_t b) const;
    // A node's change of self and of total, in the compared values.
    double selfChange(const DiffTree::Node &node) const { return m_diff.change(node.a.self, node.b.self); }
    double totalChange(const DiffTree::Node &node) const { return m_diff.change(node.a.total, node.b.total); }
    QString functionName(std::uint32_t function) const;

private:
    Side m_a, m_b;
    ProfileDiff m_diff;
    std::vector<FrameId> m_framesA, m_framesB;
};

} // namespace hg
