#include "FlameRenderer.h"

#include "LabelElider.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace hg {

namespace {

struct Label
{
    QRectF rect;
    FrameId frame;
    QColor colour;
};

double rowTop(const QRectF &area, std::uint32_t depth, const FlameRenderer::Style &style)
{
    return style.upwards ? area.bottom() - double(depth + 1) * style.rowHeight : area.top() + double(depth) * style.rowHeight;
}

// The row under p (counted from the bottom when upwards); p lies in area.
std::uint32_t rowAt(const QRectF &area, const FlameRenderer::Style &style, QPointF p)
{
    const double fromTop = style.upwards ? area.bottom() - p.y() : p.y() - area.top();
    return std::uint32_t(std::max(0.0, fromTop) / style.rowHeight);
}

} // namespace

FrameColors::Kind FlameRenderer::kindOf(const Frame &frame)
{
    if (frame.flags & Frame::InApp)
        return FrameColors::Kind::App;
    if (frame.flags & Frame::NotInApp)
        return FrameColors::Kind::System;
    return FrameColors::Kind::Unknown;
}

double FlameRenderer::height(const SpanTrack &spans, const Style &style, const LaneFolds *folds)
{
    return double(std::max<std::uint32_t>(folds ? folds->rowCount(spans) : spans.rowCount(), 1)) * style.rowHeight;
}

QString FlameRenderer::markerText(const LaneFolds::Marker &marker)
{
    return QCoreApplication::translate("hg::FlameRenderer", "+%n concurrent", nullptr, int(marker.hiddenChildren));
}

QRectF FlameRenderer::spanRect(const SpanTrack &spans, const TimeAxis &axis, const QRectF &area, const Style &style,
                               std::uint32_t span, const LaneFolds *folds)
{
    const double x0 = area.left() + axis.x(spans.start(span));
    const double x1 = area.left() + axis.x(spans.end(span));
    const std::uint32_t row = folds ? folds->screenRow(spans.rowOf(span)) : spans.rowOf(span);
    return QRectF(x0, rowTop(area, row, style), std::max(1.0, x1 - x0), style.rowHeight - 1);
}

void FlameRenderer::paint(QPainter &painter, const Profile &profile, const SpanTrack &spans, const TimeAxis &axis,
                          const QRectF &area, const Style &style, const Highlight &highlight, const LaneFolds *folds)
{
    const QRectF clip = painter.clipBoundingRect().isEmpty() ? area : painter.clipBoundingRect().intersected(area);
    const double left = area.left();
    const FrameTable &frames = profile.frames();
    const StringPool &strings = profile.strings();
    const bool searching = highlight.search && highlight.search->active();
    const QColor foldColour = style.colors.dark() ? QColor(110, 110, 110) : QColor(170, 170, 170);

    QHash<QRgb, QList<QRectF>> fills;
    std::vector<Label> labels;
    QRectF selectedRect;
    QList<QRectF> frameOutlines;
    // Colours per frame are cached: hashing names per span would dominate.
    QHash<FrameId, QColor> colourOf;
    auto colourFor = [&](FrameId frame) {
        auto it = colourOf.find(frame);
        if (it == colourOf.end()) {
            QColor c = Qt::gray;
            if (frame < frames.size()) {
                const Frame &f = frames[frame];
                c = f.category ? style.colors.categoryColor(strings.view(f.category), strings.view(f.name))
                               : style.colors.color(strings.view(f.name), kindOf(f));
            }
            if (searching && !highlight.search->isMatch(frame))
                c = style.colors.dimmed(c);
            it = colourOf.insert(frame, c);
        }
        return *it;
    };

    auto spanColourFor = [&](std::uint32_t span) {
        QColor c = span < highlight.spanColours->size() ? QColor::fromRgba((*highlight.spanColours)[span]) : QColor(Qt::gray);
        return searching && !highlight.search->isMatch(spans.frame(span)) ? style.colors.dimmed(c) : c;
    };

    const bool folding = folds && !folds->empty();
    const std::uint32_t rows = folds ? folds->rowCount(spans) : spans.rowCount();
    for (std::uint32_t screenRow = 0; screenRow < rows; ++screenRow) {
        const std::uint32_t row = folding ? folds->modelRow(screenRow) : screenRow;
        const double top = rowTop(area, screenRow, style);
        if (top > clip.bottom() || top + style.rowHeight < clip.top())
            continue;
        const SpanTrack::IndexRange range = spans.overlapping(row, axis.start(), axis.end());
        std::uint32_t i = range.first;
        while (i < range.last) {
            if (folding && folds->hidden(i)) {
                ++i;
                continue;
            }
            const double x0 = left + std::max(-1.0, axis.x(spans.start(i)));
            const double x1 = left + std::min(axis.width() + 1, axis.x(spans.end(i)));
            if (x1 - x0 >= kFoldPixels) {
                const QRectF rect(x0, top, std::max(1.0, x1 - x0 - 1), style.rowHeight - 1);
                const QColor c = highlight.spanColours ? spanColourFor(i) : colourFor(spans.frame(i));
                fills[c.rgba()].append(rect);
                if (rect.width() >= kLabelPixels)
                    labels.push_back({rect, spans.frame(i), c});
                if (i == highlight.selectedSpan)
                    selectedRect = rect;
                else if (highlight.selectedFrame != kNoId && spans.frame(i) == highlight.selectedFrame)
                    frameOutlines.append(rect.adjusted(0.5, 0.5, -0.5, -0.5));
                ++i;
                continue;
            }
            // Fold a run of narrow spans into one block, skipping ahead.
            double blockEnd = std::max(x1, x0 + 1);
            bool anyMatch = !searching || highlight.search->isMatch(spans.frame(i));
            std::uint32_t next = i + 1;
            while (next < range.last) {
                // Whatever starts within the block's next pixel joins it.
                const TimePs resume = axis.time(blockEnd - left + 1.0);
                const std::uint32_t after = std::max(next, spans.firstStartingAtOrAfter(next, range.last, resume));
                if (after == next)
                    break; // a gap of more than a pixel ends the block
                const std::uint32_t last = after - 1;
                if (folding && (folds->hidden(next) || folds->hidden(last)))
                    break; // folded spans are not drawn, not even as a block
                const double lastX0 = left + axis.x(spans.start(last));
                const double lastX1 = left + std::min(axis.width() + 1, axis.x(spans.end(last)));
                if (searching && !anyMatch && after - next <= 64)
                    for (std::uint32_t k = next; k < after && !anyMatch; ++k)
                        anyMatch = highlight.search->isMatch(spans.frame(k));
                if (lastX1 - lastX0 >= kFoldPixels) {
                    next = last; // a wide span: it is drawn on its own
                    break;
                }
                blockEnd = std::max(blockEnd, lastX1);
                next = after;
            }
            const QColor c = anyMatch ? foldColour : style.colors.dimmed(foldColour);
            fills[c.rgba()].append(QRectF(x0, top, std::max(1.0, blockEnd - x0), style.rowHeight - 1));
            if (highlight.selectedSpan >= i && highlight.selectedSpan < next)
                selectedRect = QRectF(x0, top, std::max(1.0, blockEnd - x0), style.rowHeight - 1);
            i = next;
        }
    }

    // Folded lanes: one marker over the time their children take.
    std::vector<std::pair<QRectF, QString>> markers;
    if (folding) {
        for (const LaneFolds::Marker &m : folds->markers()) {
            const double top = rowTop(area, folds->screenRow(m.row), style);
            const double x0 = left + std::max(-1.0, axis.x(m.start));
            const double x1 = left + std::min(axis.width() + 1, axis.x(m.end));
            if (x1 < clip.left() || x0 > clip.right() || top > clip.bottom() || top + style.rowHeight < clip.top())
                continue;
            markers.push_back({QRectF(x0, top, std::max(2.0, x1 - x0 - 1), style.rowHeight - 1), markerText(m)});
        }
    }

    painter.save();
    painter.setPen(Qt::NoPen);
    for (auto it = fills.cbegin(); it != fills.cend(); ++it) {
        painter.setBrush(QColor::fromRgba(it.key()));
        painter.drawRects(it.value().constData(), int(it.value().size()));
    }
    painter.setFont(style.font);
    const QFontMetricsF metrics(style.font);
    LabelElider elider(style.font);
    for (const Label &label : labels) {
        const QRectF textRect = label.rect.adjusted(3, 0, -2, 0);
        const QString name = label.frame < frames.size() ? strings.string(frames[label.frame].name) : QString();
        const QString text = elider.fitted(name, textRect.width());
        if (text.size() <= 1)
            continue;
        painter.setPen(style.colors.textOn(label.colour));
        painter.drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
    }
    for (const auto &[rect, text] : markers) {
        painter.setBrush(style.colors.dark() ? QColor(70, 70, 70) : QColor(235, 235, 235));
        painter.setPen(QPen(foldColour, 1, Qt::DashLine));
        painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
        painter.setPen(style.colors.dark() ? Qt::white : Qt::black);
        painter.drawText(rect.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(text, Qt::ElideRight, rect.width() - 5));
    }
    painter.setBrush(Qt::NoBrush);
    if (!frameOutlines.isEmpty()) {
        painter.setPen(QPen(style.colors.dark() ? QColor(255, 255, 255, 170) : QColor(0, 0, 0, 170), 1, Qt::DashLine));
        painter.drawRects(frameOutlines.constData(), int(frameOutlines.size()));
    }
    if (!selectedRect.isNull()) {
        painter.setPen(QPen(style.colors.dark() ? Qt::white : Qt::black, 2));
        painter.drawRect(selectedRect.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    painter.restore();
}

std::uint32_t FlameRenderer::spanAt(const SpanTrack &spans, const TimeAxis &axis, const QRectF &area,
                                    const Style &style, QPointF p, const LaneFolds *folds)
{
    if (!area.contains(p) || spans.empty())
        return kNoId;
    const std::uint32_t screenRow = rowAt(area, style, p);
    if (screenRow >= (folds ? folds->rowCount(spans) : spans.rowCount()))
        return kNoId;
    const std::uint32_t row = folds ? folds->modelRow(screenRow) : screenRow;
    const double x = p.x() - area.left();
    // Exact hit first, then within a pixel either side (for narrow spans).
    for (const double slack : {0.0, 1.5}) {
        const TimePs from = axis.time(x - slack);
        const TimePs to = std::max(axis.time(x + slack), from + 1);
        const SpanTrack::IndexRange r = spans.overlapping(row, from, to);
        for (std::uint32_t i = r.last; i-- > r.first;)
            if (!folds || !folds->hidden(i))
                return i;
    }
    return kNoId;
}

const LaneFolds::Marker *FlameRenderer::markerAt(const LaneFolds &folds, const TimeAxis &axis, const QRectF &area,
                                                 const Style &style, QPointF p)
{
    if (!area.contains(p) || folds.empty())
        return nullptr;
    const std::uint32_t screenRow = rowAt(area, style, p);
    if (screenRow >= folds.shownRowCount())
        return nullptr;
    const double x = p.x() - area.left();
    return folds.markerAt(folds.modelRow(screenRow), axis.time(x - 1.5), axis.time(x + 1.5) + 1);
}

} // namespace hg
