#pragma once
#include "AggregatePage.h"
#include "FunctionListView.h"

#include <QCoreApplication>

namespace hg {

// Every function of the selected tracks with self, total, count, module and
// file (`--view functions`).
class FunctionListPage : public AggregatePage<FunctionListView>
{
    Q_DECLARE_TR_FUNCTIONS(FunctionListPage)
public:
    QString name() const override { return QStringLiteral("functions"); }
    QString title(const Profile &) const override { return tr("Functions"); }

protected:
    QWidget *createWidget(PageContext &context) override;
};

} // namespace hg
