#include "FunctionListPage.h"

#include "FunctionListView.h"
#include "PageContext.h"

namespace hg {

QWidget *FunctionListPage::createWidget(PageContext &context)
{
    m_view = new FunctionListView;
    QObject::connect(m_view, &FunctionListView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &FunctionListView::functionSelected, m_view, [this, &context](FrameId frame) {
        context.showFrameDetails(frame);
        context.frameSelected(*this, frame);
    });
    return m_view;
}

} // namespace hg
