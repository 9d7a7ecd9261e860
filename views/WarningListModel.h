#pragma once
#include "model/Profile.h"

#include <QAbstractListModel>

namespace hg {

// The document's warnings, one a row, with where they were found.
class WarningListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit WarningListModel(QObject *parent = nullptr);
    void setProfile(ProfilePtr profile);
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    ProfilePtr m_profile;
};

} // namespace hg
