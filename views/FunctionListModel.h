#pragma once
#include "analysis/FrameSearch.h"
#include "analysis/FunctionTable.h"
#include "model/Profile.h"

#include <QAbstractTableModel>
#include <memory>

namespace hg {

// A FunctionTable as a flat table: function, self, self %, total, total %,
// count, module, file. With an active search only the matching functions
// are rows (the search box filters the list).
class FunctionListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Self, SelfPercent, Total, TotalPercent, Count, Module, File, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit FunctionListModel(QObject *parent = nullptr);

    void setTable(ProfilePtr profile, std::shared_ptr<const FunctionTable> table);
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    FrameId frameAt(int row) const;
    int rowOf(FrameId frame) const; // -1 when not listed

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex & = {}) const override { return ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refilter();

    ProfilePtr m_profile;
    std::shared_ptr<const FunctionTable> m_table;
    std::shared_ptr<const FrameSearch::Result> m_search;
    std::vector<std::uint32_t> m_shown; // rows of the table listed
};

} // namespace hg
