#pragma once
#include "pages/DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class TimingsTreePanel;

// PocketMine timings: the records as a tree, callers over callees.
class TimingsTreePage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(TimingsTreePage)
public:
    QString name() const override { return QStringLiteral("pmtree"); }
    QString title(const Profile &) const override { return tr("Timings Tree"); }
    bool appliesTo(const Profile &profile) const override;
    bool comesFirst() const override { return true; }
    int openingPriority(const Profile &) const override { return kOpensAsFormatPanel; }

    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    TimingsTreePanel *m_panel = nullptr;
};

} // namespace hg
