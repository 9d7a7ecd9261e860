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

void DocumentPage::setReading(bool reading)
{
    if (reading == m_reading)
        return;
    m_reading = reading;
    if (m_widget)
        readingChanged();
}

} // namespace hg
