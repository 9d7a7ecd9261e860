#pragma once
#include "TimelinePageBase.h"

#include <QCoreApplication>

namespace hg {

// Every track on one time axis, whatever the track selector says, each
// as an activity graph that expands to its flame chart.
class TimelinePage : public TimelinePageBase
{
    Q_DECLARE_TR_FUNCTIONS(TimelinePage)
public:
    QString name() const override { return QStringLiteral("timeline"); }
    QString title(const Profile &) const override { return tr("Timeline"); }

protected:
    QWidget *createWidget(PageContext &context) override;
};

} // namespace hg
