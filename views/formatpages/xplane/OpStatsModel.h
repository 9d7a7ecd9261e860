#pragma once
#include "SectionedItemModel.h"
#include "formats/xplane/OpStats.h"

namespace hg {

// XPlane op statistics: a section per plane (its ops' self time), its ops
// under it with count, total, self, average, min, max and share of the
// plane's self time.
class OpStatsModel : public SectionedItemModel
{
    Q_OBJECT
public:
    enum Column { Name, Count, Total, Self, Average, Min, Max, PercentOfPlane, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 30, FrameRole };

    explicit OpStatsModel(QObject *parent = nullptr);
    void setStats(ProfilePtr profile, OpStats stats);
    const OpStats &stats() const { return m_stats; }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    std::size_t sectionCount() const override { return m_profile ? m_stats.planes().size() : 0; }
    std::size_t rowCountIn(std::size_t section) const override { return m_stats.planes()[section].ops.size(); }
    QVariant sectionData(std::size_t section, int column, int role) const override;
    QVariant rowData(std::size_t section, std::size_t row, int column, int role) const override;

private:
    ProfilePtr m_profile;
    OpStats m_stats;
};

} // namespace hg
