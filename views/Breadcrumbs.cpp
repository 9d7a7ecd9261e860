#include "Breadcrumbs.h"

#include <QBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace hg::breadcrumbs {

void clear(QBoxLayout *crumbs)
{
    while (QLayoutItem *item = crumbs->takeAt(0)) {
        item->widget()->hide();
        item->widget()->deleteLater();
        delete item;
    }
}

QToolButton *add(QBoxLayout *crumbs, const QString &text, bool current, bool reached)
{
    QWidget *parent = crumbs->parentWidget();
    if (crumbs->count() > 0) {
        auto *arrow = new QLabel(QStringLiteral(" › "), parent);
        arrow->setEnabled(reached);
        crumbs->addWidget(arrow);
    }
    auto *crumb = new QToolButton(parent);
    crumb->setAutoRaise(true);
    crumb->setText(text);
    QFont font = crumb->font();
    font.setBold(current);
    crumb->setFont(font);
    crumbs->addWidget(crumb);
    return crumb;
}

} // namespace hg::breadcrumbs
