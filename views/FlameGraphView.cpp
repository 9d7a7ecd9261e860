#include "FlameGraphView.h"

#include "DurationText.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>

namespace hg {

FlameGraphView::FlameGraphView(QWidget *parent)
    : ZoomableView(parent)
    , m_build([this](std::optional<std::shared_ptr<const Result>> result) {
        if (result)
            onBuilt(std::move(*result));
    })
{
    mutableStyle().upwards = true;
}

FlameGraphView::~FlameGraphView() = default; // m_build cancels the graph being built and waits for it

void FlameGraphView::setProfile(ProfilePtr profile, std::vector<TrackId> tracks)
{
    m_profile = profile;
    const CallTree::Direction direction = m_inverted ? CallTree::Direction::BottomUp : CallTree::Direction::TopDown;
    m_build.run([profile, tracks, direction](QPromise<std::shared_ptr<const Result>> &promise) {
        auto result = std::make_shared<Result>();
        result->tree = CallTree::build(*profile, tracks, direction, [&promise] { return promise.isCanceled(); });
        if (promise.isCanceled())
            return;
        result->layout = FlameGraphLayout::build(result->tree);
        promise.addResult(std::shared_ptr<const Result>(std::move(result)));
    });
}

void FlameGraphView::setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree)
{
    m_profile = profile;
    m_build.run([tree](QPromise<std::shared_ptr<const Result>> &promise) {
        auto result = std::make_shared<Result>();
        result->tree = *tree;
        result->layout = FlameGraphLayout::build(result->tree);
        if (!promise.isCanceled())
            promise.addResult(std::shared_ptr<const Result>(std::move(result)));
    });
}

void FlameGraphView::onBuilt(std::shared_ptr<const Result> result)
{
    m_result = std::move(result);
    m_selectedSpan = kNoId;
    axis().setLimit(std::max<std::int64_t>(1, m_result->tree.node(0).total));
    axis().reset();
    setContentHeight(FlameRenderer::height(m_result->layout.spans, style()) + style().rowHeight);
    verticalScrollBar()->setValue(style().upwards ? verticalScrollBar()->maximum() : 0);
    viewport()->update();
    emit built();
}

void FlameGraphView::setIcicle(bool icicle)
{
    mutableStyle().upwards = !icicle;
    if (m_result)
        verticalScrollBar()->setValue(icicle ? 0 : verticalScrollBar()->maximum());
    viewport()->update();
}

QRectF FlameGraphView::area() const
{
    const double h = m_result ? FlameRenderer::height(m_result->layout.spans, style()) : 0;
    // Flames grow up from the bottom of the content; icicles hang from the top.
    const double contentHeight = std::max(h + style().rowHeight, double(viewport()->height()));
    const double top = style().upwards ? contentHeight - h - scrollY() : -scrollY();
    return QRectF(0, top, viewport()->width(), h);
}

void FlameGraphView::addViewActions(QMenu &menu)
{
    menu.addSeparator();
    QAction *icicle = menu.addAction(tr("Icicle (roots at the top)"));
    icicle->setCheckable(true);
    icicle->setChecked(isIcicle());
    connect(icicle, &QAction::toggled, this, &FlameGraphView::setIcicle);
    menu.addAction(tr("Reset zoom (0)"), this, &ZoomableView::resetZoom);
}

void FlameGraphView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_I) {
        setIcicle(!isIcicle());
        return;
    }
    ZoomableView::keyPressEvent(event);
}

void FlameGraphView::paintContent(QPainter &painter, double)
{
    if (!m_result) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect(), Qt::AlignCenter, tr("Aggregating…"));
        return;
    }
    FlameRenderer::Highlight highlight;
    highlight.search = search();
    highlight.selectedSpan = m_selectedSpan;
    FlameRenderer::paint(painter, *m_profile, m_result->layout.spans, axis(), area(), style(), highlight);
}

std::uint32_t FlameGraphView::spanAt(QPointF pos) const
{
    return m_result ? FlameRenderer::spanAt(m_result->layout.spans, axis(), area(), style(), pos) : kNoId;
}

SelectedFunction FlameGraphView::selectedFunction() const
{
    if (!m_result || m_selectedSpan == kNoId || m_selectedSpan >= m_result->layout.nodeOfSpan.size())
        return {};
    const std::uint32_t node = m_result->layout.nodeOfSpan[m_selectedSpan];
    return {m_result->tree.node(node).frame, m_result->tree.callPath(node)};
}

void FlameGraphView::clicked(QPointF pos)
{
    m_selectedSpan = spanAt(pos);
    viewport()->update();
    if (m_selectedSpan != kNoId) {
        const std::uint32_t node = m_result->layout.nodeOfSpan[m_selectedSpan];
        emit nodeSelected(NodeId(node), m_result->tree.node(node).frame);
    }
}

void FlameGraphView::doubleClicked(QPointF pos)
{
    const std::uint32_t span = spanAt(pos);
    if (span == kNoId)
        return;
    const SpanTrack &spans = m_result->layout.spans;
    axis().zoomTo(spans.start(span), spans.end(span), 0.0);
}

bool FlameGraphView::selectFrame(FrameId frame)
{
    if (!m_result)
        return false;
    const SpanTrack &spans = m_result->layout.spans;
    for (std::uint32_t i = 0; i < spans.size(); ++i) {
        if (spans.frame(i) == frame) {
            m_selectedSpan = i;
            viewport()->update();
            return true;
        }
    }
    return false;
}

QString FlameGraphView::tooltipAt(QPointF pos) const
{
    const std::uint32_t span = spanAt(pos);
    if (span == kNoId)
        return {};
    const CallTree &tree = m_result->tree;
    const CallTree::Node &node = tree.node(m_result->layout.nodeOfSpan[span]);
    return tr("<b>%1</b><br>total %2 (%3)<br>self %4<br>count %5")
        .arg(m_profile->frameName(node.frame).toHtmlEscaped(), valueText(node.total, tree.unit()),
             percentText(node.total, tree.node(0).total), valueText(node.self, tree.unit()))
        .arg(node.count);
}

} // namespace hg
