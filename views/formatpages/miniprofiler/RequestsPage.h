#pragma once
#include "pages/DocumentPage.h"

#include <QCoreApplication>

namespace hg {

class RequestsPanel;

// MiniProfiler: a table of the requests; choosing one narrows the document
// to it, opening one shows its steps.
class RequestsPage : public DocumentPage
{
    Q_DECLARE_TR_FUNCTIONS(RequestsPage)
public:
    QString name() const override { return QStringLiteral("requests"); }
    QString title(const Profile &) const override { return tr("Requests"); }
    bool appliesTo(const Profile &profile) const override;
    bool comesFirst() const override { return true; }

    void setProfile(const ProfilePtr &profile) override;

protected:
    QWidget *createWidget(PageContext &context) override;

private:
    RequestsPanel *m_panel = nullptr;
};

} // namespace hg
