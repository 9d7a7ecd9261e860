#include "ElideLeftDelegate.h"

namespace hg {

void ElideLeftDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = Qt::ElideLeft;
}

} // namespace hg
