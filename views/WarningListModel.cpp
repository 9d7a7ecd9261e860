#include "WarningListModel.h"

namespace hg {

WarningListModel::WarningListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void WarningListModel::setProfile(ProfilePtr profile)
{
    beginResetModel();
    m_profile = std::move(profile);
    endResetModel();
}

int WarningListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_profile)
        return 0;
    const Diagnostics &d = m_profile->diagnostics();
    return int(d.warnings().size() + (d.dropped() ? 1 : 0));
}

QVariant WarningListModel::data(const QModelIndex &index, int role) const
{
    if (!m_profile || !index.isValid() || index.row() >= rowCount() || role != Qt::DisplayRole)
        return {};
    const Diagnostics &d = m_profile->diagnostics();
    if (std::size_t(index.row()) < d.warnings().size())
        return d.warnings()[std::size_t(index.row())].toString();
    return tr("… and %n more warning(s) not listed", nullptr, int(d.dropped()));
}

} // namespace hg
