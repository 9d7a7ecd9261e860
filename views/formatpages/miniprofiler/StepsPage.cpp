#include "StepsPage.h"

#include "StepsPanel.h"
#include "formats/miniprofiler/MiniProfilerFormat.h"
#include "pages/PageContext.h"

#include <QMenu>

namespace hg {

bool StepsPage::appliesTo(const Profile &profile) const { return profile.formatId() == MiniProfilerFormat::id; }

QWidget *StepsPage::createWidget(PageContext &context)
{
    m_panel = new StepsPanel;
    QObject::connect(m_panel, &StepsPanel::spanSelected, m_panel, [this, &context](SpanRef span) {
        const SpanTrack &spans = m_profile->tracks()[span.track].spans;
        context.showSpanDetails(span.track, spans, span.span);
        context.frameSelected(*this, spans.frame(span.span), spans.callPath(span.span));
    });
    QObject::connect(m_panel, &StepsPanel::contextMenuOpening, m_panel, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    return m_panel;
}

void StepsPage::setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    // The first chosen request; the first of all when all are.
    if (!profile->tracks().empty())
        m_panel->setRequest(profile, tracks.empty() ? TrackId(0) : tracks.front());
}

} // namespace hg
