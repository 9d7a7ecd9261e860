#pragma once
#include "TimingsColumns.h"
#include "formats/pocketmine/TimingsCategories.h"
#include "model/Profile.h"

#include "SectionedItemModel.h"

namespace hg {

// The PocketMine timings list: a section per category (its total time and
// share of the sample), its timers merged by name under it.
class TimingsListModel : public SectionedItemModel
{
    Q_OBJECT
public:
    static constexpr int CategoryRole = Qt::UserRole + 1;

    explicit TimingsListModel(QObject *parent = nullptr);
    // Builds the list here (small profiles, tests); the panel builds it on a worker.
    void setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks);
    void setList(ProfilePtr profile, TimingsCategories list);
    const TimingsCategories &categories() const { return m_list; }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    std::size_t sectionCount() const override { return m_profile ? m_list.categories().size() : 0; }
    std::size_t rowCountIn(std::size_t section) const override { return m_list.categories()[section].timers.size(); }
    QVariant sectionData(std::size_t section, int column, int role) const override;
    QVariant rowData(std::size_t section, std::size_t row, int column, int role) const override;

private:
    QVariant timerData(const TimingsCategories::Timer &timer, int column, int role) const;

    ProfilePtr m_profile;
    TimingsCategories m_list;
    TimingsColumns m_columns;
};

} // namespace hg
