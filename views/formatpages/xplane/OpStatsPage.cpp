#include "OpStatsPage.h"

#include "OpStatsPanel.h"
#include "formats/xplane/XPlaneFormat.h"
#include "pages/PageContext.h"

#include <QMenu>

namespace hg {

bool OpStatsPage::appliesTo(const Profile &profile) const { return profile.formatId() == XPlaneFormat::id; }

QWidget *OpStatsPage::createWidget(PageContext &context)
{
    m_panel = new OpStatsPanel;
    QObject::connect(m_panel, &OpStatsPanel::built, m_panel, [&context] { context.pageReady(); });
    QObject::connect(m_panel, &OpStatsPanel::opSelected, m_panel, [this, &context](FrameId frame) {
        context.showFrameDetails(frame);
        context.frameSelected(*this, frame);
    });
    QObject::connect(m_panel, &OpStatsPanel::contextMenuOpening, m_panel, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    // Opening an op shows where it ran.
    QObject::connect(m_panel, &OpStatsPanel::opActivated, m_panel, [this, &context](FrameId frame) {
        context.frameSelected(*this, frame);
        context.showPage(QStringLiteral("timeline"));
    });
    return m_panel;
}

void OpStatsPage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    m_panel->setProfile(profile, tracks);
}

bool OpStatsPage::isBusy() const { return m_panel->isBuilding(); }

void OpStatsPage::dropWork() { m_panel->dropBuild(); }

} // namespace hg
