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
    void setRequest(ProfilePtr profile, std::uint32_t track);
    std::uint32_t requestTrack() const { return m_track; }
    StepTreeModel *model() const { return m_model; }
    CustomTimingsPane *callsPane() const { return m_calls; }

    // The track of requests that a track belongs to (itself, or the request
    // whose client timings it holds).
    static std::uint32_t requestTrackOf(const Profile &profile, std::uint32_t track);
    static std::uint32_t clientTrackOf(const Profile &profile, std::uint32_t requestTrack);

signals:
    void spanSelected(std::uint32_t track, std::uint32_t span);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTrivialFilter();
    void showStep(std::uint32_t step);
    void fillRepeatedQueries();
    void fillRequestInfo();
    void retranslate();

    ProfilePtr m_profile;
    std::uint32_t m_track = 0;
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
