#include "StepsPage.h"

#include "StepsPanel.h"
#include "formats/miniprofiler/MiniProfilerFormat.h"
#include "pages/PageContext.h"

namespace hg {

bool StepsPage::appliesTo(const Profile &profile) const { return profile.formatId() == MiniProfilerFormat::id; }

QWidget *StepsPage::createWidget(PageContext &context)
{
    m_panel = new StepsPanel;
    QObject::connect(m_panel, &StepsPanel::spanSelected, m_panel, [this, &context](std::uint32_t track, std::uint32_t span) {
        context.showSpanDetails(track, m_profile->tracks()[track].spans, span);
    });
    return m_panel;
}

void StepsPage::setTracks(const ProfilePtr &profile, const std::vector<std::uint32_t> &tracks)
{
    // The first chosen request; the first of all when all are.
    if (!profile->tracks().empty())
        m_panel->setRequest(profile, tracks.empty() ? 0 : tracks.front());
}

} // namespace hg
