#pragma once
#include "SelectedFunction.h"
#include "BackgroundResult.h"
#include "analysis/FrameSearch.h"
#include "analysis/FunctionTable.h"
#include "model/Profile.h"

#include <QWidget>
#include <memory>

class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTableView;

namespace hg {

class FunctionListModel;

// Every function of the chosen tracks in one sortable table, computed on a
// worker thread (the call tree, then each function merged over it); the
// search box filters it, and choosing a row selects the function everywhere.
class FunctionListView : public QWidget
{
    Q_OBJECT
public:
    explicit FunctionListView(QWidget *parent = nullptr);
    ~FunctionListView() override;

    void setProfile(ProfilePtr profile, std::vector<TrackId> tracks);
    bool isBuilding() const { return m_build.isPending(); }
    // Drops the build under way: a newer one is coming (DocumentView::askForAggregates).
    void dropBuild() { m_build.discard(); }
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // Selects a function chosen in another view; false when it is not listed.
    bool selectFrame(FrameId frame);
    // The current row's function (no call path: it stands for all of them).
    SelectedFunction selectedFunction() const;
    FunctionListModel *model() const { return m_model; }
    QTableView *tableView() const { return m_table; }

signals:
    void built();
    void functionSelected(FrameId frame);
    // A context menu opens on the function just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    // The module and file columns: their paths' width, up to a fifth of
    // the view each (fitted to their text, paths left the function's name
    // a few letters), until the person sizes them.
    void fitPathColumns();

    FunctionListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLabel *m_status;
    ProfilePtr m_profile;
    bool m_selectingFromOutside = false;
    bool m_fittingPaths = false;
    bool m_pathsSizedByHand = false;
    BackgroundResult<std::shared_ptr<const FunctionTable>> m_build;
};

} // namespace hg
