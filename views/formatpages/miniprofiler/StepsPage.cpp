#include "StepsPage.h"

#include "StepsPanel.h"
#include "formats/miniprofiler/MiniProfilerFormat.h"
#include "pages/PageContext.h"

namespace hg {

bool StepsPage::appliesTo(const Profile &profile) const { return profile.formatId() == MiniProfilerFormat::id; }

QWidget *StepsPage::createWidget(PageContext &context)
{
    m_panel = new StepsPanel;
    QObject::connect(m_panel, &StepsPanel::spanSelected, m_panel, [this, &context](SpanRef span) {
        context.showSpanDetails(span.track, m_profile->tracks()[span.track].spans, span.span);
    });
    return m_panel;
}

void StepsPage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    // The first chosen request; the first of all when all are.
    if (!profile->tracks().empty())
        m_panel->setRequest(profile, tracks.empty() ? TrackId(0) : tracks.front());
}

} // namespace hg
