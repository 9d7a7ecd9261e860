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
    return std::max(4, column / 3 / std::max(1, indentation()));
}

int CappedIndentTreeView::shiftOf(const QModelIndex &index) const
{
    const int level = levelOf(index);
    const int cap = cappedLevel();
    return level > cap ? (level - cap) * indentation() : 0;
}

int CappedIndentTreeView::visualRowOf(const QRect &row) const
{
    // QTreeView alternates by the row's place among the rows shown; with
    // rows of one height, that is where it is drawn.
    return (row.top() + verticalOffset()) / std::max(1, row.height());
}

void CappedIndentTreeView::drawRow(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QTreeView::drawRow(painter, option, index);
    const int shift = shiftOf(index);
    const int first = header()->logicalIndex(0);
    if (shift == 0 || first < 0)
        return;
    // QTreeView left no room for the name: the first column drawn again,
    // its branches and name `shift` further left.
    const QRect column(columnViewportPosition(first), option.rect.top(), header()->sectionSize(first), option.rect.height());
    const int branchesWidth = (levelOf(index) + (rootIsDecorated() ? 1 : 0)) * indentation() - shift;
    painter->save();
    painter->setClipRect(column);
    const bool selected = selectionModel() && selectionModel()->isSelected(index);
    QStyleOptionViewItem row = option;
    row.rect = column;
    row.state.setFlag(QStyle::State_Selected, selected);
    // The name QTreeView drew further right is painted over first: a plain
    // row's panel is transparent in most styles.
    const bool alternate = alternatingRowColors() && visualRowOf(option.rect) % 2 == 1;
    painter->fillRect(column, option.palette.brush(alternate ? QPalette::AlternateBase : QPalette::Base));
    style()->drawPrimitive(QStyle::PE_PanelItemViewRow, &row, painter, this);
    const QRect branches(column.left(), column.top(), branchesWidth, column.height());
    painter->save();
    painter->setClipRect(branches, Qt::IntersectClip);
    drawBranches(painter, branches, index);
    painter->restore();

    QStyleOptionViewItem item;
    initViewItemOption(&item);
    item.rect = QRect(column.left() + branchesWidth, column.top(), column.width() - branchesWidth, column.height());
    item.features.setFlag(QStyleOptionViewItem::Alternate, alternate);
    item.state = option.state | QStyle::State_Enabled;
    item.state.setFlag(QStyle::State_Selected, selected);
    if (hasFocus() && currentIndex() == index)
        item.state |= QStyle::State_HasFocus;
    itemDelegateForIndex(index)->paint(painter, item, index);

    // The real depth, in the room the capped levels leave.
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
    painter->drawText(QRect(column.left() + 2, column.top(), branchesWidth - 2 * indentation(), column.height()),
                      Qt::AlignVCenter | Qt::AlignLeft, tr("level %1").arg(levelOf(index) + 1));
    painter->restore();
}

bool CappedIndentTreeView::togglesDrawnArrow(QMouseEvent *event)
{
    // Clicks elsewhere need no help: QTreeView selects a row wherever in
    // it the click falls. Its arrow is another matter: QTreeView looks for
    // it where it would have drawn it, far right of the column.
    const QPoint at = event->position().toPoint();
    const QModelIndex index = indexAt(at);
    const int shift = index.isValid() ? shiftOf(index) : 0;
    if (shift == 0 || !model()->hasChildren(index) || event->button() != Qt::LeftButton)
        return false;
    const int arrowRight = columnViewportPosition(header()->logicalIndex(0))
        + (levelOf(index) + (rootIsDecorated() ? 1 : 0)) * indentation() - shift;
    if (at.x() < arrowRight - indentation() || at.x() >= arrowRight)
        return false;
    setExpanded(index, !isExpanded(index));
    event->accept();
    return true;
}

void CappedIndentTreeView::mousePressEvent(QMouseEvent *event)
{
    const bool onPress = style()->styleHint(QStyle::SH_ListViewExpand_SelectMouseType, nullptr, this) == QEvent::MouseButtonPress;
    if (!(onPress && togglesDrawnArrow(event)))
        QTreeView::mousePressEvent(event);
}

void CappedIndentTreeView::mouseReleaseEvent(QMouseEvent *event)
{
    const bool onRelease = style()->styleHint(QStyle::SH_ListViewExpand_SelectMouseType, nullptr, this) == QEvent::MouseButtonRelease;
    if (!(onRelease && togglesDrawnArrow(event)))
        QTreeView::mouseReleaseEvent(event);
}

} // namespace hg
