#pragma once
#include "TimelinePageBase.h"

#include <QCoreApplication>

class QSplitter;

namespace hg {

class MeasurementsPanel;

// The selected tracks' spans over time, with the profile's measurements
// (CPU, memory, ...) charted under them on the same time range.
class FlameChartPage : public TimelinePageBase
{
    Q_DECLARE_TR_FUNCTIONS(FlameChartPage)
public:
    QString name() const override { return QStringLiteral("flamechart"); }
    QStringList aliases() const override { return {QStringLiteral("measurements")}; }
    bool showsAlias(const QString &alias, const Profile &profile) const override;
    QString title(const Profile &) const override { return tr("Flame Chart"); }

    void setProfile(const ProfilePtr &profile) override;
    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    MeasurementsPanel *m_measurements = nullptr;
};

} // namespace hg
