#pragma once
#include "BackgroundResult.h"
#include "formats/xplane/OpStats.h"
#include "model/Profile.h"

#include <QWidget>

class QLabel;
class QTreeView;

class QMenu;

namespace hg {

class OpStatsModel;
class SectionOrderProxy;

// XPlane op statistics per plane, computed on a worker thread, sortable
// inside each plane. Choosing an op selects its events in the other views;
// double-clicking shows them on the timeline.
class OpStatsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OpStatsPanel(QWidget *parent = nullptr);
    ~OpStatsPanel() override;
    void setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks);
    bool isBuilding() const { return m_build.isPending(); }
    // Drops the build under way: a newer one is coming (DocumentView::askForAggregates).
    void dropBuild() { m_build.discard(); }
    OpStatsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

signals:
    void opSelected(FrameId frame);
    void opActivated(FrameId frame);
    void built();
    // A context menu opens on the row just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onBuilt(std::optional<OpStats> stats);
    void retranslate();

    QLabel *m_hint;
    QLabel *m_status; // shown while the statistics are computed
    OpStatsModel *m_model;
    SectionOrderProxy *m_proxy;
    QTreeView *m_view;
    ProfilePtr m_profile;
    BackgroundResult<OpStats> m_build;
};

} // namespace hg
