#include "CallersPage.h"

#include "PageContext.h"

#include <QMenu>

namespace hg {

QWidget *CallersPage::createWidget(PageContext &context)
{
    m_view = new CallersView;
    QObject::connect(m_view, &CallersView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &CallersView::functionSelected, m_view, [this, &context](FrameId frame) {
        context.showFrameDetails(frame);
        context.frameSelected(*this, frame);
    });
    QObject::connect(m_view, &CallersView::contextMenuOpening, m_view, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    return m_view;
}

} // namespace hg
