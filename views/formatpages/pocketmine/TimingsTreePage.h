#pragma once
#include "TimingsTreePanel.h"
#include "TimingsPage.h"

#include <QCoreApplication>

namespace hg {

// PocketMine timings: the records as a tree, callers over callees.
class TimingsTreePage : public TimingsPage<TimingsTreePanel>
{
    Q_DECLARE_TR_FUNCTIONS(TimingsTreePage)
public:
    QString name() const override { return QStringLiteral("pmtree"); }
    QString title(const Profile &) const override { return tr("Timings Tree"); }
    int openingPriority(const Profile &) const override { return kOpensAsFormatPanel; }
};

} // namespace hg
