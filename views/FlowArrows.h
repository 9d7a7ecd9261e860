#pragma once
#include "TimeAxis.h"
#include "model/Profile.h"

#include <QPointF>
#include <QRectF>
#include <functional>
#include <optional>
#include <vector>

class QPainter;
class QPalette;

namespace hg {

// The flows a timeline draws: those of the selected span, and every flow
// in view as well when there are few (kMaxAllShown). An arrow runs from the
// end of the source slice to the start of the target slice; its head can be
// clicked. Finding the flows in view costs a binary search and at most
// kScanLimit flows, however many the profile has.
class FlowArrows
{
public:
    static constexpr std::size_t kMaxAllShown = 64;
    static constexpr std::size_t kScanLimit = 20000;
    static constexpr double kHeadRadius = 8; // how near a click must be

    struct Arrow
    {
        std::uint32_t flow = 0;
        QPointF from, to;
        bool ofSelection = false; // a flow of the selected span
    };
    // Where a span is drawn: its rectangle in viewport coordinates, unclipped
    // in x; a null rectangle when its track is not shown.
    using SpanRect = std::function<QRectF(SpanRef)>;

    void setProfile(ProfilePtr profile);
    // Lays the arrows out for the axis, the selection and the viewport width.
    void layout(const TimeAxis &axis, SpanRef selected, double width, const SpanRect &spanRect);
    void paint(QPainter &painter, const QPalette &palette) const;
    // The flow whose arrow head is nearest p, within kHeadRadius.
    std::optional<std::uint32_t> flowAt(QPointF p) const;
    const std::vector<Arrow> &arrows() const { return m_arrows; }

private:
    std::optional<Arrow> arrowOf(std::uint32_t flow, bool ofSelection, double width, const SpanRect &spanRect) const;
    // The time a flow's arrow spans: from its source's end to its target's start.
    std::pair<TimePs, TimePs> extentOf(std::uint32_t flow) const;

    ProfilePtr m_profile;
    std::vector<std::uint32_t> m_byStart; // flows by the start of their extent
    TimePs m_longest = 0;                 // the longest extent
    std::vector<Arrow> m_arrows;
};

} // namespace hg
