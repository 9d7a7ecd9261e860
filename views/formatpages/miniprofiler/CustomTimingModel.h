#pragma once
#include "formats/miniprofiler/CallDuplicates.h"

#include <QAbstractTableModel>

namespace hg {

// The custom timings (SQL, redis, HTTP, ...) of one step, one row per call:
// type, command, execute type, from start, duration, first fetch, and how
// often the request repeats the same command or the same query shape.
class CustomTimingModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Type, Command, ExecuteType, FromStart, Duration, FirstFetch, Repeats, ColumnCount };
    enum Role { SpanRole = Qt::UserRole + 1 };

    explicit CustomTimingModel(QObject *parent = nullptr);
    // requestStart: where the request's "from start" times count from.
    void setCalls(ProfilePtr profile, TrackId track, std::vector<std::uint32_t> calls,
                  std::shared_ptr<const CallDuplicates> duplicates, TimePs requestStart);

    std::uint32_t spanAt(int row) const { return m_calls.at(std::size_t(row)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString attribute(std::uint32_t span, std::string_view key) const;

    ProfilePtr m_profile;
    TrackId m_track;
    std::vector<std::uint32_t> m_calls;
    std::shared_ptr<const CallDuplicates> m_duplicates;
    TimePs m_requestStart = 0;
};

} // namespace hg
