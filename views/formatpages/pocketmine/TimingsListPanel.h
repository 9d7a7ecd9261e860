#pragma once
#include "BackgroundResult.h"
#include "formats/pocketmine/TickShares.h"
#include "formats/pocketmine/TimingsCategories.h"
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
// take the largest share of the tick. Both are computed on a worker (seconds
// for a report of millions of records).
class TimingsListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TimingsListPanel(QWidget *parent = nullptr);
    ~TimingsListPanel() override;
    void setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks);
    bool isBuilding() const { return m_build.isPending(); }
    TimingsListModel *model() const { return m_model; }
    TickShareChart *chart() const { return m_chart; }

signals:
    void recordSelected(TrackId track, RecordId node, FrameId frame);
    // A context menu opens on the row just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);
    void built();

protected:
    void changeEvent(QEvent *event) override;

private:
    // What the worker computes for the panel.
    struct Contents
    {
        TimingsCategories list;
        std::vector<TickShare> shares;
        bool overlapping = false;
    };
    void onBuilt(std::optional<Contents> contents);
    void retranslate();

    QLabel *m_totals;
    QLabel *m_status; // shown while the list is computed
    QSplitter *m_splitter;
    TimingsListModel *m_model;
    SectionOrderProxy *m_proxy;
    QTreeView *m_view;
    TickShareChart *m_chart;
    ProfilePtr m_profile;
    BackgroundResult<Contents> m_build;
};

} // namespace hg
