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

void FlameGraphPage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    m_view->setProfile(profile, tracks);
}

void FlameGraphPage::selectFrame(FrameId frame) { m_view->selectFrame(frame); }

void FlameGraphPage::setSearch(const std::shared_ptr<const FrameSearch::Result> &result) { m_view->setSearch(result); }

bool FlameGraphPage::isBusy() const { return m_view->isBuilding(); }

} // namespace hg
