#include "FlameGraphPage.h"

#include "FlameGraphView.h"
#include "PageContext.h"

#include <QMenu>

namespace hg {

QWidget *FlameGraphPage::createWidget(PageContext &context)
{
    m_view = new FlameGraphView;
    QObject::connect(m_view, &FlameGraphView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &FlameGraphView::nodeSelected, m_view, [this, &context](NodeId node, FrameId frame) {
        const CallTree *tree = m_view->tree();
        if (tree)
            context.showNodeDetails(*tree, node);
        context.frameSelected(*this, frame, tree ? tree->callPath(node) : std::vector<FrameId>{});
    });
    QObject::connect(m_view, &FlameGraphView::contextMenuOpening, m_view, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    return m_view;
}

} // namespace hg
