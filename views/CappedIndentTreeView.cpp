#include "CappedIndentTreeView.h"

#include <QHeaderView>
#include <QMouseEvent>
#include <QPainter>

namespace hg {

CappedIndentTreeView::CappedIndentTreeView(QWidget *parent) : QTreeView(parent) {}

int CappedIndentTreeView::levelOf(const QModelIndex &index)
{
    int level = 0;
    for (QModelIndex i = index.parent(); i.isValid(); i = i.parent())
        ++level;
    return level;
}

int CappedIndentTreeView::cappedLevel() const
{
    const int column = header()->sectionSize(header()->logicalIndex(0));
    return std::max(4, column / 2 / std::max(1, indentation()));
}

int CappedIndentTreeView::shiftOf(const QModelIndex &index) const
{
    const int level = levelOf(index);
    const int cap = cappedLevel();
    return level > cap ? (level - cap) * indentation() : 0;
}

void CappedIndentTreeView::drawRow(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int shift = shiftOf(index);
    if (shift == 0 || header()->logicalIndex(0) < 0) {
        QTreeView::drawRow(painter, option, index);
        return;
    }
    // The first column drawn `shift` further left; the others where they are.
    const int first = header()->logicalIndex(0);
    const QRect firstColumn(columnViewportPosition(first), option.rect.top(), header()->sectionSize(first), option.rect.height());
    painter->save();
    painter->setClipRect(firstColumn);
    painter->translate(-shift, 0);
    QStyleOptionViewItem shifted = option;
    shifted.rect.translate(shift, 0);
    QTreeView::drawRow(painter, shifted, index);
    painter->restore();

    painter->save();
    painter->setClipRegion(QRegion(option.rect).subtracted(firstColumn));
    QTreeView::drawRow(painter, option, index);
    painter->restore();

    // The real depth, in the room the capped levels leave.
    const int room = indentation() * (cappedLevel() - 1);
    painter->save();
    painter->setPen(option.palette.color(QPalette::PlaceholderText));
    painter->drawText(QRect(firstColumn.left() + 2, firstColumn.top(), room - 4, firstColumn.height()),
                      Qt::AlignVCenter | Qt::AlignLeft, tr("level %1").arg(levelOf(index) + 1));
    painter->restore();
}

QMouseEvent CappedIndentTreeView::unshifted(const QMouseEvent &event) const
{
    const QPoint at = event.position().toPoint();
    const QModelIndex index = indexAt(at);
    const int first = header()->logicalIndex(0);
    const int left = columnViewportPosition(first);
    int shift = 0;
    if (index.isValid() && at.x() >= left && at.x() < left + header()->sectionSize(first))
        shift = shiftOf(index);
    const QPointF position = event.position() + QPointF(shift, 0);
    return QMouseEvent(event.type(), position, event.scenePosition() + QPointF(shift, 0),
                       event.globalPosition() + QPointF(shift, 0), event.button(), event.buttons(), event.modifiers(),
                       event.pointingDevice());
}

void CappedIndentTreeView::mousePressEvent(QMouseEvent *event)
{
    QMouseEvent moved = unshifted(*event);
    QTreeView::mousePressEvent(&moved);
    event->setAccepted(moved.isAccepted());
}

void CappedIndentTreeView::mouseReleaseEvent(QMouseEvent *event)
{
    QMouseEvent moved = unshifted(*event);
    QTreeView::mouseReleaseEvent(&moved);
    event->setAccepted(moved.isAccepted());
}

void CappedIndentTreeView::mouseDoubleClickEvent(QMouseEvent *event)
{
    QMouseEvent moved = unshifted(*event);
    QTreeView::mouseDoubleClickEvent(&moved);
    event->setAccepted(moved.isAccepted());
}

} // namespace hg
