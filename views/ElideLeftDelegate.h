#pragma once
#include <QStyledItemDelegate>

namespace hg {

// Draws a column's text cut at its left: a path's end (a file's name and
// line, a library's name) is what tells rows apart.
class ElideLeftDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace hg
