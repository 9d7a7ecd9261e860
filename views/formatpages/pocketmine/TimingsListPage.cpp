#include "TimingsListPage.h"

#include "TimingsListPanel.h"
#include "formats/pocketmine/PocketMineFormat.h"
#include "pages/PageContext.h"

namespace hg {

bool TimingsListPage::appliesTo(const Profile &profile) const { return profile.formatId() == PocketMineFormat::id; }

QWidget *TimingsListPage::createWidget(PageContext &context)
{
    m_panel = new TimingsListPanel;
    QObject::connect(m_panel, &TimingsListPanel::recordSelected, m_panel, [this, &context](TrackId track, RecordId node, FrameId frame) {
        context.showRecordDetails(track, node);
        context.frameSelected(*this, frame);
    });
    return m_panel;
}

void TimingsListPage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    m_panel->setProfile(profile, tracks);
}

} // namespace hg
