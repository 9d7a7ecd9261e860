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

void FunctionListPage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    m_view->setProfile(profile, tracks);
}

void FunctionListPage::selectFrame(FrameId frame) { m_view->selectFrame(frame); }

void FunctionListPage::setSearch(const std::shared_ptr<const FrameSearch::Result> &result) { m_view->setSearch(result); }

bool FunctionListPage::isBusy() const { return m_view->isBuilding(); }

} // namespace hg
