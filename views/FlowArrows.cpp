#include "FlowArrows.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace hg {

namespace {

// Far enough off screen for any arrow, near enough for the painter's fixed-point maths.
constexpr double kOffscreen = 4000;

double clampX(double x, double width) { return std::clamp(x, -kOffscreen, width + kOffscreen); }

} // namespace

std::pair<TimePs, TimePs> FlowArrows::extentOf(std::uint32_t flow) const
{
    const Flow &f = m_profile->flows()[flow];
    const TimePs from = m_profile->tracks()[f.from.track].spans.end(f.from.span);
    const TimePs to = m_profile->tracks()[f.to.track].spans.start(f.to.span);
    return {std::min(from, to), std::max(from, to)};
}

void FlowArrows::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_arrows.clear();
    m_byStart.clear();
    m_longest = 0;
    if (!m_profile || m_profile->flows().empty())
        return;
    m_byStart.resize(m_profile->flows().size());
    std::iota(m_byStart.begin(), m_byStart.end(), 0u);
    std::vector<TimePs> start(m_byStart.size());
    for (const std::uint32_t f : m_byStart) {
        const auto [first, last] = extentOf(f);
        start[f] = first;
        m_longest = std::max(m_longest, last - first);
    }
    std::stable_sort(m_byStart.begin(), m_byStart.end(), [&start](std::uint32_t a, std::uint32_t b) { return start[a] < start[b]; });
}

std::optional<FlowArrows::Arrow> FlowArrows::arrowOf(std::uint32_t flow, bool ofSelection, double width, const SpanRect &spanRect) const
{
    const Flow &f = m_profile->flows()[flow];
    const QRectF from = spanRect(f.from), to = spanRect(f.to);
    if (from.isNull() || to.isNull())
        return std::nullopt;
    return Arrow{flow, QPointF(clampX(from.right(), width), from.center().y()), QPointF(clampX(to.left(), width), to.center().y()), ofSelection};
}

void FlowArrows::layout(const TimeAxis &axis, SpanRef selected, double width, const SpanRect &spanRect)
{
    m_arrows.clear();
    if (!m_profile || m_profile->flows().empty())
        return;
    const FlowTable &flows = m_profile->flows();
    std::vector<std::uint32_t> ofSelection;
    if (!selected.isNone()) {
        ofSelection = flows.outgoing(selected);
        const std::vector<std::uint32_t> in = flows.incoming(selected);
        ofSelection.insert(ofSelection.end(), in.begin(), in.end());
    }
    // Every flow in view, when they are few: those whose extent starts
    // before the view's end and no earlier than the longest extent allows.
    std::vector<std::uint32_t> inView;
    const auto first = std::lower_bound(m_byStart.begin(), m_byStart.end(), axis.start() - m_longest,
                                        [this](std::uint32_t f, TimePs t) { return extentOf(f).first < t; });
    std::size_t scanned = 0;
    bool few = true;
    for (auto it = first; it != m_byStart.end() && few; ++it) {
        const auto [from, to] = extentOf(*it);
        if (from > axis.end())
            break;
        few = ++scanned <= kScanLimit;
        if (to >= axis.start()) {
            inView.push_back(*it);
            few = few && inView.size() <= kMaxAllShown;
        }
    }
    if (few)
        for (const std::uint32_t f : inView)
            if (std::find(ofSelection.begin(), ofSelection.end(), f) == ofSelection.end())
                if (const std::optional<Arrow> a = arrowOf(f, false, width, spanRect))
                    m_arrows.push_back(*a);
    for (const std::uint32_t f : ofSelection) // drawn last: on top
        if (const std::optional<Arrow> a = arrowOf(f, true, width, spanRect))
            m_arrows.push_back(*a);
}

void FlowArrows::paint(QPainter &painter, const QPalette &palette) const
{
    if (m_arrows.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor faint = palette.color(QPalette::Text);
    faint.setAlpha(110);
    const QColor strong = palette.color(QPalette::Highlight);
    for (const Arrow &a : m_arrows) {
        const QColor colour = a.ofSelection ? strong : faint;
        // A curve leaving the source rightwards and entering the target from the left.
        const double bend = std::max(24.0, std::abs(a.to.x() - a.from.x()) / 2);
        QPainterPath path(a.from);
        path.cubicTo(a.from + QPointF(bend, 0), a.to - QPointF(bend, 0), a.to - QPointF(6, 0));
        painter.setPen(QPen(colour, a.ofSelection ? 1.6 : 1.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(a.from, 2.5, 2.5);
        const QPointF head[] = {a.to, a.to + QPointF(-8, -4.5), a.to + QPointF(-8, 4.5)};
        painter.drawPolygon(head, 3);
    }
    painter.restore();
}

std::optional<std::uint32_t> FlowArrows::flowAt(QPointF p) const
{
    std::optional<std::uint32_t> best;
    double bestDistance = kHeadRadius;
    for (auto it = m_arrows.rbegin(); it != m_arrows.rend(); ++it) { // the last drawn is on top
        const QPointF d = it->to - QPointF(4, 0) - p;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = it->flow;
        }
    }
    return best;
}

} // namespace hg
