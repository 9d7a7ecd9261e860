#include "Comparison.h"

#include "DurationText.h"

#include <cmath>

namespace hg {

std::shared_ptr<const Comparison> Comparison::compare(Side a, Side b, const ProfileDiff::Options &options,
                                                      const CallTree::CancelCheck &cancelled)
{
    const Paths paths = comparePaths(std::move(a), std::move(b), options, cancelled);
    return paths.comparison ? paths.comparison->withFigures(*paths.trees) : nullptr;
}

Comparison::Paths Comparison::comparePaths(Side a, Side b, const ProfileDiff::Options &options,
                                           const CallTree::CancelCheck &cancelled)
{
    auto trees = std::make_shared<const ProfileDiff::Trees>(ProfileDiff::buildTrees(
        *a.profile, a.tracks, *b.profile, b.tracks, CallTree::Direction::TopDown, cancelled));
    if (cancelled && cancelled())
        return {};
    auto comparison = std::make_shared<Comparison>();
    comparison->m_diff = ProfileDiff::paths(*a.profile, trees->a, *b.profile, trees->b, options);
    comparison->m_a = std::move(a);
    comparison->m_b = std::move(b);
    const auto &functions = comparison->m_diff.functions();
    comparison->m_framesA.resize(functions.size(), kNoId);
    comparison->m_framesB.resize(functions.size(), kNoId);
    for (std::size_t i = 0; i < functions.size(); ++i) {
        comparison->m_framesA[i] = functions[i].frameA;
        comparison->m_framesB[i] = functions[i].frameB;
    }
    return {std::move(comparison), std::move(trees)};
}

std::shared_ptr<const Comparison> Comparison::withFigures(const ProfileDiff::Trees &trees) const
{
    auto comparison = std::make_shared<Comparison>(*this);
    comparison->m_diff.addFigures(*m_a.profile, trees.a, *m_b.profile, trees.b);
    return comparison;
}

QString Comparison::valueText(std::int64_t value, DiffTree::Side side) const
{
    const bool a = side == DiffTree::Side::A;
    if (shares())
        return QStringLiteral("%1%").arg(100.0 * (a ? m_diff.shareA(value) : m_diff.shareB(value)), 0, 'f', 1);
    return hg::valueText(value, a ? m_diff.unitA() : m_diff.unitB());
}

QString Comparison::changeText(double change) const
{
    if (shares()) {
        // Small changes keep a second decimal; none at all reads "0.0%", unsigned.
        const double percent = 100.0 * change;
        const int decimals = std::fabs(percent) >= 0.1 ? 1 : 2;
        if (std::fabs(percent) < 0.5 * std::pow(10.0, -decimals))
            return QStringLiteral("0.0%");
        return (percent > 0 ? QStringLiteral("+") : QString()) + QStringLiteral("%1%").arg(percent, 0, 'f', decimals);
    }
    const std::int64_t raw = std::llround(change);
    return (raw > 0 ? QStringLiteral("+") : QString()) + hg::valueText(raw, m_diff.unitA());
}

QString Comparison::relativeText(std::int64_t a, std::int64_t b) const
{
    const double before = shares() ? m_diff.shareA(a) : double(a);
    if (before <= 0)
        return b > 0 ? tr("new") : QString();
    const double relative = m_diff.change(a, b) / before;
    return (relative > 0 ? QStringLiteral("+") : QString()) + QStringLiteral("%1%").arg(100.0 * relative, 0, 'f', 0);
}

QString Comparison::functionName(std::uint32_t function) const
{
    return function < m_diff.functions().size() ? m_diff.functions()[function].name : tr("(all)");
}

} // namespace hg
