#include "RequestsPage.h"

#include "RequestsPanel.h"
#include "formats/miniprofiler/MiniProfilerFormat.h"
#include "pages/PageContext.h"

namespace hg {

bool RequestsPage::appliesTo(const Profile &profile) const { return profile.formatId() == MiniProfilerFormat::id; }

QWidget *RequestsPage::createWidget(PageContext &context)
{
    m_panel = new RequestsPanel;
    QObject::connect(m_panel, &RequestsPanel::requestChosen, m_panel, [&context](TrackId track) { context.chooseTrack(track); });
    QObject::connect(m_panel, &RequestsPanel::requestOpened, m_panel, [&context](TrackId track) {
        context.chooseTrack(track);
        context.showPage(QStringLiteral("steps"));
    });
    return m_panel;
}

void RequestsPage::setProfile(const ProfilePtr &profile) { m_panel->setProfile(profile); }

} // namespace hg
