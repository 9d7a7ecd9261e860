#pragma once
#include "AggregatePage.h"
#include "FlameGraphView.h"

#include <QCoreApplication>

namespace hg {

// The selected tracks' stacks merged, widest first.
class FlameGraphPage : public AggregatePage<FlameGraphView>
{
    Q_DECLARE_TR_FUNCTIONS(FlameGraphPage)
public:
    QString name() const override { return QStringLiteral("flamegraph"); }
    QString title(const Profile &) const override { return tr("Flame Graph"); }

protected:
    QWidget *createWidget(PageContext &context) override;
};

} // namespace hg
