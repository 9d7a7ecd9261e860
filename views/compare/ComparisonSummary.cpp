#include "ComparisonSummary.h"

#include "DurationText.h"

#include <QCoreApplication>
#include <QEvent>
#include <algorithm>
#include <cmath>

namespace hg {

namespace {
constexpr auto kA = DiffTree::Side::A;
constexpr auto kB = DiffTree::Side::B;

QString cell(const QString &text, bool right = true)
{
    return QStringLiteral("<td style=\"padding: 1px 10px;%1\">%2</td>")
        .arg(right ? QStringLiteral(" text-align: right;") : QString(), text.toHtmlEscaped());
}

QString changeCell(const QString &text, double change)
{
    const QString colour = change > 0 ? QStringLiteral("#be1e1e") : change < 0 ? QStringLiteral("#1e50c8") : QStringLiteral("inherit");
    return QStringLiteral("<td style=\"padding: 1px 10px; text-align: right; color: %1;\">%2</td>").arg(colour, text.toHtmlEscaped());
}
} // namespace

ComparisonSummary::ComparisonSummary(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
}

void ComparisonSummary::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = std::move(comparison);
    render();
}

QString ComparisonSummary::table(const QString &title, const std::vector<std::uint32_t> &functions, bool bySelf) const
{
    const Comparison &c = *m_comparison;
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    if (functions.empty())
        return html + QStringLiteral("<p>%1</p>").arg(tr("None.").toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=\"0\"><tr>") + cell(tr("Function"), false)
        + cell(bySelf ? tr("Self A") : tr("Total A")) + cell(bySelf ? tr("Self B") : tr("Total B")) + cell(tr("Change"))
        + cell(tr("Change %")) + cell(tr("Module"), false) + QStringLiteral("</tr>");
    for (const std::uint32_t i : functions) {
        const ProfileDiff::Function &f = c.diff().functions()[i];
        const SideFigures a = f.a, b = f.b;
        const std::int64_t va = bySelf ? a.self : a.total, vb = bySelf ? b.self : b.total;
        const double change = c.diff().change(va, vb);
        html += QStringLiteral("<tr>") + cell(f.name, false) + cell(c.valueText(va, kA)) + cell(c.valueText(vb, kB))
            + changeCell(c.changeText(change), change) + changeCell(c.relativeText(va, vb), change)
            + cell(f.module, false) + QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

void ComparisonSummary::render()
{
    if (!m_comparison) {
        clear();
        return;
    }
    const Comparison &c = *m_comparison;
    const ProfileDiff &diff = c.diff();
    QString html;
    html += QStringLiteral("<table cellspacing=\"0\">");
    for (const DiffTree::Side side : {kA, kB}) {
        const bool a = side == kA;
        const std::int64_t whole = a ? diff.wholeA() : diff.wholeB();
        const CallTree::Unit unit = a ? diff.unitA() : diff.unitB();
        html += QStringLiteral("<tr><td style=\"padding: 1px 10px;\"><b>%1</b></td>").arg(a ? QStringLiteral("A") : QStringLiteral("B"))
            + cell(c.side(side).name, false)
            + cell(unit == CallTree::Unit::Time ? tr("total %1").arg(valueText(whole, unit)) : tr("%1 samples").arg(valueText(whole, unit)), false)
            + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>%1</p>").arg((c.shares() ? tr("Values are shares of each profile's total.")
                                                          : tr("Values are absolute."))
                                                 .toHtmlEscaped());
    for (const QString &note : diff.notes())
        html += QStringLiteral("<p><i>%1</i></p>").arg(note.toHtmlEscaped());
    if (!diff.hasFigures()) {
        // The functions' figures come after the differential flame graph:
        // the words of its placeholder meanwhile.
        html += QStringLiteral("<p>%1</p>").arg(QCoreApplication::translate("hg::DiffFlameGraphView", "Comparing…").toHtmlEscaped());
        setHtml(html);
        return;
    }

    // Largest changes first in both directions; new and gone by their size.
    const auto pick = [&](auto keep, auto key) {
        std::vector<std::uint32_t> picked;
        for (std::uint32_t i = 0; i < diff.functions().size(); ++i)
            if (const ProfileDiff::Function &f = diff.functions()[i]; (f.frameA != kNoId || f.frameB != kNoId) && keep(f))
                picked.push_back(i);
        std::stable_sort(picked.begin(), picked.end(), [&](std::uint32_t x, std::uint32_t y) {
            return key(diff.functions()[x]) > key(diff.functions()[y]);
        });
        if (picked.size() > std::size_t(kTopCount))
            picked.resize(kTopCount);
        return picked;
    };
    const double noise = 1e-9;
    using F = ProfileDiff::Function;
    html += table(tr("Slower by self time"), pick([&](const F &f) { return diff.selfChange(f) > noise; },
                                                 [&](const F &f) { return diff.selfChange(f); }), true);
    html += table(tr("Faster by self time"), pick([&](const F &f) { return diff.selfChange(f) < -noise; },
                                                 [&](const F &f) { return -diff.selfChange(f); }), true);
    html += table(tr("Slower by total time"), pick([&](const F &f) { return diff.totalChange(f) > noise; },
                                                  [&](const F &f) { return diff.totalChange(f); }), false);
    html += table(tr("Faster by total time"), pick([&](const F &f) { return diff.totalChange(f) < -noise; },
                                                  [&](const F &f) { return -diff.totalChange(f); }), false);
    html += table(tr("New in B"), pick([](const F &f) { return f.onlyInB(); }, [&](const F &f) { return diff.shareB(f.b.total); }), false);
    html += table(tr("Gone from B"), pick([](const F &f) { return f.onlyInA(); }, [&](const F &f) { return diff.shareA(f.a.total); }), false);
    setHtml(html);
}

void ComparisonSummary::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QTextBrowser::changeEvent(event);
}

} // namespace hg
