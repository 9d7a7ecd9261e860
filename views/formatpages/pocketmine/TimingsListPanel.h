#pragma once
#include "model/Profile.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTreeView;

class QMenu;

namespace hg {

class SectionOrderProxy;
class TickShareChart;
class TimingsListModel;

// The PocketMine timings list: a table per category (merged timers, heat
// colours, sortable inside each category) over a chart of the timers that
// take the largest share of the tick.
class TimingsListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TimingsListPanel(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks);
    TimingsListModel *model() const { return m_model; }
    TickShareChart *chart() const { return m_chart; }

signals:
    void recordSelected(TrackId track, RecordId node, FrameId frame);
    // A context menu opens on the row just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_totals;
    QSplitter *m_splitter;
    TimingsListModel *m_model;
    SectionOrderProxy *m_proxy;
    QTreeView *m_view;
    TickShareChart *m_chart;
};

} // namespace hg
