#pragma once
#include "formats/miniprofiler/CallDuplicates.h"
#include "formats/miniprofiler/StepTree.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QStandardItemModel;
class QTabWidget;
class QTreeView;

class QMenu;

namespace hg {

class ClientTimingsChart;
class CustomTimingsPane;
class StepTreeModel;

// MiniProfiler's popup for one request, and more: the step tree with a
// column per custom-timing type and the trivial-step toggle, the selected
// step's calls, the request's repeated queries (duplicates and N+1 shapes),
// its client timings as a waterfall, and its links and fields.
class StepsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StepsPanel(QWidget *parent = nullptr);
    // track: a request track, or its client-timings track.
    void setRequest(ProfilePtr profile, TrackId track);
    TrackId requestTrack() const { return m_track; }
    StepTreeModel *model() const { return m_model; }
    CustomTimingsPane *callsPane() const { return m_calls; }

    // The track of requests that a track belongs to (itself, or the request
    // whose client timings it holds).
    static TrackId requestTrackOf(const Profile &profile, TrackId track);
    static TrackId clientTrackOf(const Profile &profile, TrackId requestTrack);

signals:
    void spanSelected(SpanRef span);
    // A context menu opens on the row just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTrivialFilter();
    void showStep(std::uint32_t step);
    void fillRepeatedQueries();
    void fillRequestInfo();
    void retranslate();

    ProfilePtr m_profile;
    TrackId m_track;
    TimePs m_requestStart = 0;
    std::shared_ptr<const CallDuplicates> m_duplicates;
    QCheckBox *m_hideTrivial;
    QDoubleSpinBox *m_threshold;
    QLabel *m_hiddenLabel;
    StepTreeModel *m_model;
    QTreeView *m_tree;
    QTabWidget *m_tabs;
    CustomTimingsPane *m_calls;
    QStandardItemModel *m_repeatedModel;
    QTreeView *m_repeated;
    ClientTimingsChart *m_client;
    QLabel *m_info;
};

} // namespace hg
