#pragma once
#include "model/Profile.h"

#include <QAbstractTableModel>

namespace hg {

// One row per track: name, group, thread, spans, samples, depth, time range.
class TrackTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Group, Thread, Spans, Samples, Depth, Start, End, ColumnCount };

    explicit TrackTableModel(QObject *parent = nullptr);
    void setProfile(ProfilePtr profile);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ProfilePtr m_profile;
    std::vector<std::size_t> m_depth;
};

} // namespace hg
