#pragma once
#include "DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class WarningListModel;

// What the reader noticed while reading the file, with its count in the title.
class WarningsPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(WarningsPage)
public:
    QString name() const override { return QStringLiteral("warnings"); }
    QString title(const Profile &profile) const override;

    void setProfile(const ProfilePtr &profile) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    WarningListModel *m_model = nullptr;
};

} // namespace hg
