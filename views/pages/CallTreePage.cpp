#include "CallTreePage.h"

#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "PageContext.h"

#include <QMenu>

namespace hg {

namespace {
// Nothing to draw on a time axis: no spans, and samples without times.
bool hasOnlyUntimedData(const Profile &profile)
{
    if (profile.tracks().empty())
        return false;
    for (const Track &t : profile.tracks())
        if (!t.spans.empty() || (!t.samples.empty() && t.samples.timed()))
            return false;
    return true;
}
} // namespace

CallTreePage::CallTreePage(CallTree::Direction direction)
    : m_direction(direction)
{
}

QString CallTreePage::name() const
{
    return m_direction == CallTree::Direction::TopDown ? QStringLiteral("calltree") : QStringLiteral("bottomup");
}

QString CallTreePage::title(const Profile &) const
{
    return m_direction == CallTree::Direction::TopDown ? tr("Call Tree") : tr("Bottom-Up");
}

int CallTreePage::openingPriority(const Profile &profile) const
{
    return m_direction == CallTree::Direction::TopDown && hasOnlyUntimedData(profile) ? kOpensForUntimedData : kOpensAsFirstTab;
}

QWidget *CallTreePage::createWidget(PageContext &context)
{
    m_view = new CallTreeView(m_direction);
    QObject::connect(m_view, &CallTreeView::built, m_view, [&context] { context.pageReady(); });
    QObject::connect(m_view, &CallTreeView::nodeSelected, m_view, [this, &context](NodeId node, FrameId frame) {
        const CallTreeModel *model = m_view->model();
        if (const CallTree *tree = model->tree())
            context.showNodeDetails(*tree, node);
        else if (const CallerTree *callers = model->callers())
            context.showNodeDetails(*callers, node);
        context.frameSelected(*this, frame, model->hasTree() ? model->callPath(node) : std::vector<FrameId>{});
    });
    QObject::connect(m_view, &CallTreeView::contextMenuOpening, m_view, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    return m_view;
}

} // namespace hg
