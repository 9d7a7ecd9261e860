#pragma once
#include "pages/DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class StepsPanel;

// MiniProfiler: the steps of the chosen request, with its SQL and other
// custom timings, repeated queries and client timings.
class StepsPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(StepsPage)
public:
    QString name() const override { return QStringLiteral("steps"); }
    QString title(const Profile &) const override { return tr("Steps"); }
    bool appliesTo(const Profile &profile) const override;
    bool comesFirst() const override { return true; }
    int openingPriority(const Profile &) const override { return kOpensAsFormatPanel; }

    void setProfile(const ProfilePtr &profile) override { m_profile = profile; }
    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    ProfilePtr m_profile;
    StepsPanel *m_panel = nullptr;
};

} // namespace hg
