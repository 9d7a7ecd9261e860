#pragma once
#include "FlameRenderer.h"
#include "TimeAxis.h"

#include <QAbstractScrollArea>
#include <memory>

class QMenu;

namespace hg {

// The interaction shared by the timeline, flame chart and flame graph: a
// horizontal TimeAxis that zooms (Ctrl+wheel around the cursor, W/S, +/-),
// pans (drag, Shift+wheel, A/D, arrows) and resets (0); vertical scrolling;
// click, double-click and hover tooltips handed to the subclass. A view
// may take a left-button drag to select (a time range) instead: then
// Shift+drag and the middle button pan.
class ZoomableView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit ZoomableView(QWidget *parent = nullptr);

    TimeAxis &axis() { return m_axis; }
    const TimeAxis &axis() const { return m_axis; }
    const FlameRenderer::Style &style() const { return m_style; }
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // Height of the fixed strip above the scrolled content (a ruler).
    virtual double headerHeight() const { return 0; }

signals:
    // The time range on screen changed (zoom, pan, resize): views that share
    // this axis, such as measurement charts, follow it.
    void visibleRangeChanged(TimePs start, TimePs end);
    // A context menu is about to open on the item just selected under the
    // pointer: listeners add their entries (the transforms) to it.
    void contextMenuOpening(QMenu *menu);

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom();

protected:
    virtual void paintContent(QPainter &painter, double scrollY) = 0;
    virtual void clicked(QPointF pos) = 0;
    virtual void doubleClicked(QPointF pos) = 0;
    virtual QString tooltipAt(QPointF pos) const = 0;
    virtual void styleChanged() {}
    // Selects what lies under a right-click (by default: as a click does).
    virtual void selectAt(QPointF pos) { clicked(pos); }
    // The view's own entries of its context menu.
    virtual void addViewActions(QMenu &) {}
    // Whether a left-button drag from here selects rather than pans.
    virtual bool dragSelectsAt(QPointF) const { return false; }
    // The selecting drag went from fromX to toX (viewport x); final: released.
    virtual void selectionDragged(double /*fromX*/, double /*toX*/, bool /*final*/) {}

    FlameRenderer::Style &mutableStyle() { return m_style; }
    // The colours the shown profile's format gives its categories, kept
    // across palette changes.
    void setCategoryColorsOf(const Profile *profile);
    void setContentHeight(double height);
    double scrollY() const;
    const FrameSearch::Result *search() const { return m_search.get(); }

    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    TimePs m_shownStart = -1, m_shownEnd = -1;
    void updateStyle();

    TimeAxis m_axis;
    FlameRenderer::Style m_style;
    FrameColors::CategoryColors m_categoryColors;
    std::shared_ptr<const FrameSearch::Result> m_search;
    double m_contentHeight = 0;
    QPointF m_pressPos;
    QPointF m_lastDragPos;
    bool m_dragging = false;
    bool m_selecting = false; // the drag under way selects (dragSelectsAt)
};

} // namespace hg
