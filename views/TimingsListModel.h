#pragma once
#include "TimingsColumns.h"
#include "analysis/TimingsCategories.h"
#include "model/Profile.h"

#include <QAbstractItemModel>

namespace hg {

// The PocketMine timings list: a section per category (its total time and
// share of the sample), its timers merged by name under it. Category rows
// have internal id 0; a timer's internal id is its category index + 1.
class TimingsListModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    static constexpr int CategoryRole = Qt::UserRole + 1;

    explicit TimingsListModel(QObject *parent = nullptr);
    void setProfile(ProfilePtr profile, const std::vector<std::uint32_t> &tracks);
    const TimingsCategories &categories() const { return m_list; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant categoryData(const TimingsCategories::Category &category, int column, int role) const;
    QVariant timerData(const TimingsCategories::Timer &timer, int column, int role) const;

    ProfilePtr m_profile;
    TimingsCategories m_list;
    TimingsColumns m_columns;
};

} // namespace hg
