#include "WarningsPage.h"

#include "WarningListModel.h"

#include <QListView>

namespace hg {

QString WarningsPage::title(const Profile &profile) const { return tr("Warnings (%1)").arg(profile.diagnostics().count()); }

QWidget *WarningsPage::createWidget(PageContext &)
{
    auto *list = new QListView;
    m_model = new WarningListModel(list);
    list->setModel(m_model);
    list->setWordWrap(true);
    list->setAlternatingRowColors(true);
    return list;
}

void WarningsPage::setProfile(const ProfilePtr &profile) { m_model->setProfile(profile); }

} // namespace hg
