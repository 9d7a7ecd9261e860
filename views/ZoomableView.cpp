#include "ZoomableView.h"

#include <QContextMenuEvent>
#include <QMenu>

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

namespace hg {

namespace {
constexpr double kZoomStep = 1.25;
}

ZoomableView::ZoomableView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalScrollBar()->setSingleStep(20);
    updateStyle();
}

void ZoomableView::setSearch(std::shared_ptr<const FrameSearch::Result> search)
{
    m_search = std::move(search);
    viewport()->update();
}

void ZoomableView::setContentHeight(double height)
{
    m_contentHeight = height;
    const double visible = viewport()->height() - headerHeight();
    verticalScrollBar()->setPageStep(int(std::max(1.0, visible)));
    verticalScrollBar()->setRange(0, int(std::max(0.0, height - visible)));
    viewport()->update();
}

double ZoomableView::scrollY() const { return verticalScrollBar()->value(); }

void ZoomableView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().base());
    m_axis.setWidth(viewport()->width());
    paintContent(painter, scrollY());
    if (m_axis.start() != m_shownStart || m_axis.end() != m_shownEnd) {
        m_shownStart = m_axis.start();
        m_shownEnd = m_axis.end();
        emit visibleRangeChanged(m_shownStart, m_shownEnd);
    }
}

void ZoomableView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    m_axis.setWidth(viewport()->width());
    setContentHeight(m_contentHeight);
}

void ZoomableView::wheelEvent(QWheelEvent *event)
{
    m_axis.setWidth(viewport()->width());
    const double steps = event->angleDelta().y() / 120.0;
    if (event->modifiers() & Qt::ControlModifier) {
        m_axis.zoom(std::pow(kZoomStep, steps), event->position().x());
    } else if (event->modifiers() & Qt::ShiftModifier) {
        const double delta = event->angleDelta().y() ? event->angleDelta().y() : event->angleDelta().x();
        m_axis.pan(-delta / 120.0 * viewport()->width() * 0.1);
    } else {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    event->accept();
    viewport()->update();
}

void ZoomableView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = m_lastDragPos = event->position();
    m_dragging = false;
    m_selecting = event->button() == Qt::LeftButton && !(event->modifiers() & Qt::ShiftModifier) && dragSelectsAt(m_pressPos);
}

void ZoomableView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & (Qt::LeftButton | Qt::MiddleButton)))
        return;
    if (!m_dragging && (event->position() - m_pressPos).manhattanLength() > 3)
        m_dragging = true;
    if (!m_dragging)
        return;
    if (m_selecting) {
        m_axis.setWidth(viewport()->width());
        selectionDragged(m_pressPos.x(), event->position().x(), false);
        viewport()->update();
        return;
    }
    const QPointF delta = event->position() - m_lastDragPos;
    m_axis.pan(-delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - int(delta.y()));
    m_lastDragPos = event->position();
    viewport()->setCursor(Qt::ClosedHandCursor);
    viewport()->update();
}

void ZoomableView::mouseReleaseEvent(QMouseEvent *event)
{
    viewport()->unsetCursor();
    const bool wasDrag = m_dragging;
    m_dragging = false;
    if (wasDrag && m_selecting && event->button() == Qt::LeftButton) {
        m_axis.setWidth(viewport()->width());
        selectionDragged(m_pressPos.x(), event->position().x(), true);
        viewport()->update();
    }
    if (event->button() == Qt::LeftButton)
        m_selecting = false;
    if (!wasDrag && event->button() == Qt::LeftButton)
        clicked(event->position());
}

void ZoomableView::mouseDoubleClickEvent(QMouseEvent *event)
{
    doubleClicked(event->position());
    viewport()->update();
}

void ZoomableView::keyPressEvent(QKeyEvent *event)
{
    m_axis.setWidth(viewport()->width());
    switch (event->key()) {
    case Qt::Key_W:
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); return;
    case Qt::Key_S:
    case Qt::Key_Minus: zoomOut(); return;
    case Qt::Key_A:
    case Qt::Key_Left: m_axis.pan(-viewport()->width() * 0.1); break;
    case Qt::Key_D:
    case Qt::Key_Right: m_axis.pan(viewport()->width() * 0.1); break;
    case Qt::Key_0: resetZoom(); return;
    default: QAbstractScrollArea::keyPressEvent(event); return;
    }
    viewport()->update();
}

void ZoomableView::zoomIn()
{
    m_axis.setWidth(viewport()->width());
    m_axis.zoom(kZoomStep * kZoomStep, viewport()->width() / 2.0);
    viewport()->update();
}

void ZoomableView::zoomOut()
{
    m_axis.setWidth(viewport()->width());
    m_axis.zoom(1.0 / (kZoomStep * kZoomStep), viewport()->width() / 2.0);
    viewport()->update();
}

void ZoomableView::resetZoom()
{
    m_axis.reset();
    viewport()->update();
}

bool ZoomableView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = tooltipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void ZoomableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        updateStyle();
        styleChanged();
    }
    QAbstractScrollArea::changeEvent(event);
}

void ZoomableView::updateStyle()
{
    m_style.font = font();
    m_style.rowHeight = std::ceil(QFontMetricsF(m_style.font).height() + 4);
    m_style.colors = FrameColors(palette());
    m_style.colors.setCategoryColors(m_categoryColors);
}

void ZoomableView::setCategoryColorsOf(const Profile *profile)
{
    m_categoryColors = FrameColors::categoryColorsOf(profile);
    m_style.colors.setCategoryColors(m_categoryColors);
}

} // namespace hg

namespace hg {

void ZoomableView::contextMenuEvent(QContextMenuEvent *event)
{
    selectAt(viewport()->mapFromGlobal(event->globalPos()));
    QMenu menu(this);
    emit contextMenuOpening(&menu);
    addViewActions(menu);
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

// The keys that move the view (w a s d 0 + -) stay the view's own, before
// the document's shortcuts (d drops a function elsewhere).
bool ZoomableView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::NoModifier) {
            switch (key->key()) {
            case Qt::Key_W: case Qt::Key_A: case Qt::Key_S: case Qt::Key_D:
            case Qt::Key_0: case Qt::Key_Plus: case Qt::Key_Minus: case Qt::Key_Equal:
                event->accept();
                return true;
            default:
                break;
            }
        }
    }
    return QAbstractScrollArea::event(event);
}

} // namespace hg
