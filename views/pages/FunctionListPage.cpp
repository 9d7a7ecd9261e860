#include "FunctionListPage.h"

#include "FunctionListView.h"
#include "PageContext.h"

#include <QMenu>

namespace hg {

QWidget *FunctionListPage::createWidget(PageContext &context)
{
    m_view = new FunctionListView;
    QObject::connect(m_view, &FunctionListView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &FunctionListView::functionSelected, m_view, [this, &context](FrameId frame) {
        context.showFrameDetails(frame);
        context.frameSelected(*this, frame);
    });
    QObject::connect(m_view, &FunctionListView::contextMenuOpening, m_view, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    return m_view;
}

} // namespace hg
