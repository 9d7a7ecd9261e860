#pragma once
#include "formats/pocketmine/PocketMineFormat.h"
#include "pages/DocumentPage.h"
#include "pages/PageContext.h"

#include <QMenu>
#include <QObject>

namespace hg {

// A PocketMine timings panel as a page (the tree and the list differ only in
// their panel): it shows the chosen tracks' records, and a record picked in
// it goes to the details pane and selects its timer in the other pages.
template <typename Panel>
class TimingsPage : public DocumentPage
{
public:
    bool appliesTo(const Profile &profile) const override { return profile.formatId() == PocketMineFormat::id; }
    bool comesFirst() const override { return true; }
    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override { m_panel->setProfile(profile, tracks); }
    bool isBusy() const override { return m_panel && m_panel->isBuilding(); }

protected:
    QWidget *createWidget(PageContext &context) override
    {
        m_panel = new Panel;
        QObject::connect(m_panel, &Panel::built, m_panel, [&context] { context.pageReady(); });
        QObject::connect(m_panel, &Panel::recordSelected, m_panel, [this, &context](TrackId track, RecordId record, FrameId frame) {
            context.showRecordDetails(track, record);
            context.frameSelected(*this, frame);
        });
        QObject::connect(m_panel, &Panel::contextMenuOpening, m_panel, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
        return m_panel;
    }

private:
    Panel *m_panel = nullptr;
};

} // namespace hg
