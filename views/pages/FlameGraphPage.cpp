#include "FlameGraphPage.h"

#include "FlameGraphView.h"
#include "PageContext.h"

namespace hg {

QWidget *FlameGraphPage::createWidget(PageContext &context)
{
    m_view = new FlameGraphView;
    QObject::connect(m_view, &FlameGraphView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &FlameGraphView::nodeSelected, m_view, [this, &context](NodeId node, FrameId frame) {
        if (m_view->tree())
            context.showNodeDetails(*m_view->tree(), node);
        context.frameSelected(*this, frame);
    });
    return m_view;
}

} // namespace hg
