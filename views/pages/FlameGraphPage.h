#pragma once
#include "DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class FlameGraphView;

// The selected tracks' stacks merged, widest first.
class FlameGraphPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(FlameGraphPage)
public:
    QString name() const override { return QStringLiteral("flamegraph"); }
    QString title(const Profile &) const override { return tr("Flame Graph"); }
    bool isAggregate() const override { return true; }

    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;
    void selectFrame(FrameId frame) override;
    void setSearch(const std::shared_ptr<const FrameSearch::Result> &result) override;
    bool isBusy() const override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    FlameGraphView *m_view = nullptr;
};

} // namespace hg
