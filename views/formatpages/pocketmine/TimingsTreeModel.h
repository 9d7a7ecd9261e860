#pragma once
#include "NodeTreeModel.h"
#include "TimingsColumns.h"
#include "formats/pocketmine/TimingsTree.h"
#include "model/Profile.h"

namespace hg {

// The PocketMine timings tree (merged siblings, [self] rows) with the
// viewer's columns; an index's internal id is its TimingsTree row.
class TimingsTreeModel : public NodeTreeModel<TimingsTreeModel>
{
    Q_OBJECT
public:
    static constexpr int RowRole = Qt::UserRole + 1;

    explicit TimingsTreeModel(QObject *parent = nullptr);
    // Builds the tree here (small profiles, tests); the panel builds it on a worker.
    void setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks);
    void setTree(ProfilePtr profile, std::shared_ptr<const TimingsTree> tree);
    const TimingsTree &tree() const { return *m_tree; }
    QModelIndex indexOfRow(std::uint32_t row) const;

    int columnCount(const QModelIndex & = {}) const override { return TimingsColumns::ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    friend NodeTreeModel<TimingsTreeModel>; // asks for the shape below
    std::uint32_t rootNode() const { return 0; }
    std::uint32_t childCountOf(std::uint32_t row) const { return m_tree->row(row).childCount; }
    std::uint32_t childOf(std::uint32_t row, std::uint32_t nth) const { return m_tree->row(row).firstChild + nth; }
    std::uint32_t parentOf(std::uint32_t row) const { return m_tree->row(row).parent; }
    std::uint32_t rowOf(std::uint32_t row) const { return row - m_tree->row(m_tree->row(row).parent).firstChild; }

    ProfilePtr m_profile;
    // Shared with the timings list's tick shares (TimingsTree::shared).
    std::shared_ptr<const TimingsTree> m_tree = std::make_shared<const TimingsTree>();
    TimingsColumns m_columns;
};

} // namespace hg
