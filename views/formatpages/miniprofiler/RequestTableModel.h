#pragma once
#include "model/Profile.h"

#include <QAbstractTableModel>

namespace hg {

// The requests of a MiniProfiler file, one row each: name, machine, start,
// duration, steps, SQL calls and time, all custom timings. Sorts by value
// (SortRole), so the slow request is one click away.
class RequestTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Machine, Started, Duration, Steps, SqlCount, SqlTime, Calls, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, TrackRole };

    explicit RequestTableModel(QObject *parent = nullptr);
    void setProfile(ProfilePtr profile);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        TrackId track;
        QString name, machine;
        std::optional<qint64> startedNs;
        TimePs duration = 0;
        std::size_t steps = 0, sqlCount = 0, calls = 0;
        TimePs sqlTime = 0;
    };
    std::vector<Row> m_rows;
};

} // namespace hg
