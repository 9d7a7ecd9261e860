#include "TimingsTreePage.h"

#include "TimingsTreePanel.h"
#include "formats/pocketmine/PocketMineFormat.h"
#include "pages/PageContext.h"

namespace hg {

bool TimingsTreePage::appliesTo(const Profile &profile) const { return profile.formatId() == PocketMineFormat::id; }

QWidget *TimingsTreePage::createWidget(PageContext &context)
{
    m_panel = new TimingsTreePanel;
    QObject::connect(m_panel, &TimingsTreePanel::recordSelected, m_panel, [this, &context](TrackId track, RecordId node, FrameId frame) {
        context.showRecordDetails(track, node);
        context.frameSelected(*this, frame);
    });
    return m_panel;
}

void TimingsTreePage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    m_panel->setProfile(profile, tracks);
}

} // namespace hg
