#pragma once
#include "TimingsColumns.h"
#include "formats/pocketmine/TimingsTree.h"
#include "model/Profile.h"

#include <QAbstractItemModel>

namespace hg {

// The PocketMine timings tree (merged siblings, [self] rows) with the
// viewer's columns; an index's internal id is its TimingsTree row.
class TimingsTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    static constexpr int RowRole = Qt::UserRole + 1;

    explicit TimingsTreeModel(QObject *parent = nullptr);
    void setProfile(ProfilePtr profile, const std::vector<std::uint32_t> &tracks);
    const TimingsTree &tree() const { return m_tree; }
    QModelIndex indexOfRow(std::uint32_t row) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ProfilePtr m_profile;
    TimingsTree m_tree;
    TimingsColumns m_columns;
};

} // namespace hg
