#pragma once
#include "AggregatePage.h"
#include "CallTreeView.h"
#include "analysis/CallTree.h"

#include <QCoreApplication>

namespace hg {

// The selected tracks' stacks as a tree: callers over callees (the call
// tree) or callees over callers (bottom-up).
class CallTreePage : public AggregatePage<CallTreeView>
{
    Q_DECLARE_TR_FUNCTIONS(CallTreePage)
public:
    explicit CallTreePage(CallTree::Direction direction);

    QString name() const override;
    QString title(const Profile &) const override;
    // Aggregated timings and untimed samples (collapsed stacks) have no time
    // order: such a document opens on the call tree.
    int openingPriority(const Profile &profile) const override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    CallTree::Direction m_direction;
};

} // namespace hg
