#pragma once
#include "pages/DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class TimingsListPanel;

// PocketMine timings: every record once, with its share of the tick.
class TimingsListPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(TimingsListPage)
public:
    QString name() const override { return QStringLiteral("pmlist"); }
    QString title(const Profile &) const override { return tr("Timings List"); }
    bool appliesTo(const Profile &profile) const override;
    bool comesFirst() const override { return true; }

    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    TimingsListPanel *m_panel = nullptr;
};

} // namespace hg
