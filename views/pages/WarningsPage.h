#pragma once
#include "DocumentPage.h"

#include <QCoreApplication>

class QLabel;

namespace hg {

class WarningListModel;

// What the reader noticed while reading the file, with its count in the
// title; while a first part of the file is shown, those of the part, said so.
class WarningsPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(WarningsPage)
public:
    QString name() const override { return QStringLiteral("warnings"); }
    QString title(const Profile &profile) const override;

    void setProfile(const ProfilePtr &profile) override;

protected:
    QWidget *createWidget(PageContext &context) override;
    void readingChanged() override;

private:
    void retranslate();

    WarningListModel *m_model = nullptr;
    QLabel *m_partNote = nullptr; // shown while the rest of the file is read
};

} // namespace hg
