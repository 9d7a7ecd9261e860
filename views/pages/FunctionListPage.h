#pragma once
#include "DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class FunctionListView;

// Every function of the selected tracks with self, total, count, module and
// file (`--view functions`).
class FunctionListPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(FunctionListPage)
public:
    QString name() const override { return QStringLiteral("functions"); }
    QString title(const Profile &) const override { return tr("Functions"); }
    bool isAggregate() const override { return true; }

    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;
    void selectFrame(FrameId frame) override;
    void setSearch(const std::shared_ptr<const FrameSearch::Result> &result) override;
    bool isBusy() const override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    FunctionListView *m_view = nullptr;
};

} // namespace hg
