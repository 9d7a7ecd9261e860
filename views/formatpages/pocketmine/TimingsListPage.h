#pragma once
#include "TimingsListPanel.h"
#include "TimingsPage.h"

#include <QCoreApplication>

namespace hg {

// PocketMine timings: every record once, with its share of the tick.
class TimingsListPage : public TimingsPage<TimingsListPanel>
{
    Q_DECLARE_TR_FUNCTIONS(TimingsListPage)
public:
    QString name() const override { return QStringLiteral("pmlist"); }
    QString title(const Profile &) const override { return tr("Timings List"); }
};

} // namespace hg
