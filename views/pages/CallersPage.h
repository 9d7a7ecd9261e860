#pragma once
#include "AggregatePage.h"
#include "CallersView.h"

#include <QCoreApplication>

namespace hg {

// The selected function with its callers above and its callees below, or as
// a sandwich of two flame graphs (`--view callers`).
class CallersPage : public AggregatePage<CallersView>
{
    Q_DECLARE_TR_FUNCTIONS(CallersPage)
public:
    QString name() const override { return QStringLiteral("callers"); }
    QString title(const Profile &) const override { return tr("Callers and Callees"); }

protected:
    QWidget *createWidget(PageContext &context) override;
};

} // namespace hg
