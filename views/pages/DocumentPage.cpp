#include "DocumentPage.h"

#include <QWidget>

namespace hg {

DocumentPage::~DocumentPage() = default;

QWidget *DocumentPage::build(PageContext &context, QWidget *parent)
{
    if (!m_widget) {
        m_widget = createWidget(context);
        m_widget->setParent(parent);
    }
    return m_widget;
}

} // namespace hg
