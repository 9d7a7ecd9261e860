#pragma once
#include "pages/DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class OpStatsPanel;

// XPlane: the ops of each plane with their counts and times, computed from
// the selected tracks on the worker threads.
class OpStatsPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(OpStatsPage)
public:
    QString name() const override { return QStringLiteral("opstats"); }
    QString title(const Profile &) const override { return tr("Op Statistics"); }
    bool appliesTo(const Profile &profile) const override;
    bool comesFirst() const override { return true; }
    bool isAggregate() const override { return true; }

    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;
    bool isBusy() const override;
    void dropWork() override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    OpStatsPanel *m_panel = nullptr;
};

} // namespace hg
