#include "FlameLayoutView.h"

#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>

namespace hg {

FlameLayoutView::FlameLayoutView(QWidget *parent)
    : ZoomableView(parent)
{
    mutableStyle().upwards = true;
}

void FlameLayoutView::showLayout(ProfilePtr profile, std::shared_ptr<const FlameGraphLayout> layout, std::int64_t width)
{
    m_profile = std::move(profile);
    setCategoryColorsOf(m_profile.get());
    m_layout = std::move(layout);
    m_selectedSpan = kNoId;
    axis().setLimit(std::max<std::int64_t>(1, width));
    axis().reset();
    setContentHeight(FlameRenderer::height(m_layout->spans, style()) + style().rowHeight);
    verticalScrollBar()->setValue(style().upwards ? verticalScrollBar()->maximum() : 0);
    viewport()->update();
}

void FlameLayoutView::setSelectedSpan(std::uint32_t span)
{
    m_selectedSpan = span;
    viewport()->update();
}

void FlameLayoutView::setIcicle(bool icicle)
{
    mutableStyle().upwards = !icicle;
    if (m_layout)
        verticalScrollBar()->setValue(icicle ? 0 : verticalScrollBar()->maximum());
    viewport()->update();
}

QRectF FlameLayoutView::area() const
{
    const double h = m_layout ? FlameRenderer::height(m_layout->spans, style()) : 0;
    // Flames grow up from the bottom of the content; icicles hang from the top.
    const double contentHeight = std::max(h + style().rowHeight, double(viewport()->height()));
    const double top = style().upwards ? contentHeight - h - scrollY() : -scrollY();
    return QRectF(0, top, viewport()->width(), h);
}

void FlameLayoutView::addViewActions(QMenu &menu)
{
    menu.addSeparator();
    QAction *icicle = menu.addAction(tr("Icicle (roots at the top)"));
    icicle->setCheckable(true);
    icicle->setChecked(isIcicle());
    connect(icicle, &QAction::toggled, this, &FlameLayoutView::setIcicle);
    menu.addAction(tr("Reset zoom (0)"), this, &ZoomableView::resetZoom);
}

void FlameLayoutView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_I) {
        setIcicle(!isIcicle());
        return;
    }
    ZoomableView::keyPressEvent(event);
}

QString FlameLayoutView::placeholderText() const
{
    return tr("Aggregating…");
}

void FlameLayoutView::paintContent(QPainter &painter, double)
{
    if (!m_layout) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect(), Qt::AlignCenter, placeholderText());
        return;
    }
    FlameRenderer::Highlight highlight;
    highlight.search = search();
    highlight.selectedSpan = m_selectedSpan;
    highlight.spanColours = spanColours();
    FlameRenderer::paint(painter, *m_profile, m_layout->spans, axis(), area(), style(), highlight);
}

std::uint32_t FlameLayoutView::spanAt(QPointF pos) const
{
    return m_layout ? FlameRenderer::spanAt(m_layout->spans, axis(), area(), style(), pos) : kNoId;
}

void FlameLayoutView::doubleClicked(QPointF pos)
{
    const std::uint32_t span = spanAt(pos);
    if (span == kNoId)
        return;
    const SpanTrack &spans = m_layout->spans;
    axis().zoomTo(spans.start(span), spans.end(span), 0.0);
}

} // namespace hg
