#pragma once
#include "DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class TrackTableModel;

// A table of the profile's tracks with what each holds.
class TracksPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(TracksPage)
public:
    QString name() const override { return QStringLiteral("tracks"); }
    QString title(const Profile &) const override { return tr("Tracks"); }

    void setProfile(const ProfilePtr &profile) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    TrackTableModel *m_model = nullptr;
};

} // namespace hg
