#include "CallersPage.h"

#include "PageContext.h"

namespace hg {

QWidget *CallersPage::createWidget(PageContext &context)
{
    m_view = new CallersView;
    QObject::connect(m_view, &CallersView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &CallersView::functionSelected, m_view, [this, &context](FrameId frame) {
        context.showFrameDetails(frame);
        context.frameSelected(*this, frame);
    });
    return m_view;
}

} // namespace hg
