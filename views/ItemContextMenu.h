#pragma once
#include <QAbstractItemView>
#include <QMenu>

#include <functional>

namespace hg {

// A right-click in an item view makes the row under the pointer current
// (so the page hears of it as a selection), then opens a menu that `fill`
// adds its entries to.
inline void enableItemContextMenu(QAbstractItemView *view, std::function<void(QMenu *)> fill)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, view, [view, fill = std::move(fill)](const QPoint &pos) {
        const QModelIndex index = view->indexAt(pos);
        if (!index.isValid())
            return;
        view->setCurrentIndex(index);
        QMenu menu(view);
        fill(&menu);
        if (!menu.isEmpty())
            menu.exec(view->viewport()->mapToGlobal(pos));
    });
}

} // namespace hg
