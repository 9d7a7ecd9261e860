#pragma once
#include "model/Profile.h"

#include <QWidget>

namespace hg {

// The browser's timings of a request (MiniProfiler ClientTimings) as a
// waterfall: one row per event in start order, a bar from its start for its
// duration on a millisecond axis, a diamond for point events.
class ClientTimingsChart : public QWidget
{
    Q_OBJECT
public:
    explicit ClientTimingsChart(QWidget *parent = nullptr);
    // track: the client-timings track, or kNoId for none.
    void setTimings(ProfilePtr profile, TrackId track, TimePs origin, const QString &note);
    bool isEmpty() const { return m_rows.empty(); }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Row
    {
        QString name;
        TimePs start = 0;
        TimePs duration = 0;
        bool point = false;
    };
    std::vector<Row> m_rows;
    QString m_note;
};

} // namespace hg
