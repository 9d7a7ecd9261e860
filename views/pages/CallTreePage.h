#pragma once
#include "DocumentPage.h"
#include "analysis/CallTree.h"

#include <QCoreApplication>

namespace hg {

class CallTreeView;

// The selected tracks' stacks as a tree: callers over callees (the call
// tree) or callees over callers (bottom-up).
class CallTreePage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(CallTreePage)
public:
    explicit CallTreePage(CallTree::Direction direction);

    QString name() const override;
    QString title(const Profile &) const override;
    // Aggregated timings and untimed samples (collapsed stacks) have no time
    // order: such a document opens on the call tree.
    int openingPriority(const Profile &profile) const override;
    bool isAggregate() const override { return true; }

    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;
    void selectFrame(FrameId frame) override;
    void setSearch(const std::shared_ptr<const FrameSearch::Result> &result) override;
    bool isBusy() const override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    CallTree::Direction m_direction;
    CallTreeView *m_view = nullptr;
};

} // namespace hg
