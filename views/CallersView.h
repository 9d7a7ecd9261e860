#pragma once
#include "BackgroundResult.h"
#include "analysis/CallerCallee.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QWidget>
#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QToolButton;

class QMenu;

namespace hg {

class CallerCalleeModel;
class FlameGraphView;

// One function in the middle with its total, self and count merged over all
// its calls; above it the functions that call it, below it those it calls,
// each with the time through that edge. Double-clicking one makes it the
// centre. The Sandwich button shows the same as two flame graphs: the
// callers growing up from the centre, the callees hanging below it. The call
// tree and the figures are computed on a worker thread; until a function is
// chosen the heaviest in self time is the centre.
class CallersView : public QWidget
{
    Q_OBJECT
public:
    explicit CallersView(QWidget *parent = nullptr);
    ~CallersView() override;

    void setProfile(ProfilePtr profile, std::vector<TrackId> tracks);
    bool isBuilding() const;
    // Drops the builds under way: newer ones are coming (DocumentView::askForAggregates).
    void dropBuild();
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // Makes a function chosen in another view the centre.
    bool selectFrame(FrameId frame);
    void setSandwich(bool sandwich);
    bool isSandwich() const;

    // What is shown: null before the first result.
    const CallerCallee *figures() const { return m_figures.get(); }
    QString centreText() const;
    CallerCalleeModel *callersModel() const { return m_callersModel; }
    CallerCalleeModel *calleesModel() const { return m_calleesModel; }
    QTableView *callersTable() const { return m_callersTable; }
    QTableView *calleesTable() const { return m_calleesTable; }
    FlameGraphView *callersGraph() const { return m_callersGraph; }
    FlameGraphView *calleesGraph() const { return m_calleesGraph; }

signals:
    void built();
    // A function was made the centre here, or clicked in the sandwich.
    void functionSelected(FrameId frame);
    // A context menu opens on the function just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Built
    {
        std::shared_ptr<const CallTree> tree;
        std::shared_ptr<const CallerCallee> figures;
        bool newCentre = false; // the function wanted is not in this tree: the heaviest instead
    };
    QTableView *makeTable(CallerCalleeModel *model, QSortFilterProxyModel *proxy);
    void onBuilt(Built result);
    void recentre(FrameId frame);
    void showFigures();
    void feedGraphs();
    void retranslate();

    CallerCalleeModel *m_callersModel;
    CallerCalleeModel *m_calleesModel;
    QSortFilterProxyModel *m_callersProxy;
    QSortFilterProxyModel *m_calleesProxy;
    QTableView *m_callersTable;
    QTableView *m_calleesTable;
    FlameGraphView *m_callersGraph;
    FlameGraphView *m_calleesGraph;
    QStackedWidget *m_pages;  // the hint, or the figures
    QStackedWidget *m_above;  // callers: table or flame graph
    QStackedWidget *m_below;  // callees: table or flame graph
    QLabel *m_hint;
    QLabel *m_centre;
    QToolButton *m_sandwich;

    ProfilePtr m_profile;
    std::shared_ptr<const CallTree> m_tree;
    std::shared_ptr<const CallerCallee> m_figures;
    std::shared_ptr<const CallerCallee> m_graphsShow; // the figures the flame graphs were given
    FrameId m_wanted = kNoId; // the centre asked for; kNoId: the heaviest self
    BackgroundResult<Built> m_job;
};

} // namespace hg
