#pragma once
#include "SelectedFunction.h"
#include "BackgroundResult.h"
#include "analysis/CallTree.h"
#include "analysis/CallerTree.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QWidget>
#include <memory>

class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTreeView;

namespace hg {

class CallTreeModel;

// A top-down or bottom-up call tree table. The tree is aggregated on a worker
// thread; a newer request supersedes an older one, whose result is dropped.
// A bottom-up table is a CallerTree over the shared top-down tree: its
// callers are made as rows are opened, not built whole.
class CallTreeView : public QWidget
{
    Q_OBJECT
public:
    explicit CallTreeView(CallTree::Direction direction, QWidget *parent = nullptr);
    ~CallTreeView() override;

    // tracks: indices into profile->tracks(); empty = all tracks.
    void setProfile(ProfilePtr profile, std::vector<TrackId> tracks);
    // The other direction (the Invert transform), from the next setProfile().
    void setInverted(bool inverted) { m_inverted = inverted; }
    // The current node's function and call path.
    SelectedFunction selectedFunction() const;
    bool isBuilding() const;
    // Drops the build under way: a newer one is coming (DocumentView::askForAggregates).
    void dropBuild() { m_build.discard(); }
    QTreeView *treeView() const { return m_tree; }
    CallTreeModel *model() const { return m_model; }

    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // Selects the heaviest node of this frame (from another view).
    bool selectFrame(FrameId frame);

public slots:
    // Expands the heaviest chain below the current row (or from the top).
    void expandHotPath();

signals:
    void built();
    void nodeSelected(NodeId node, FrameId frame);
    // A context menu opens on the node just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);

protected:
    void changeEvent(QEvent *event) override;

private:
    // One of the two: a top-down tree, or a bottom-up one made as it is opened.
    struct Built
    {
        std::shared_ptr<const CallTree> tree;
        std::shared_ptr<CallerTree> callers;
    };
    void onBuilt(Built result);
    // The hot path, at most `levels` rows down.
    void expandHotPathFor(int levels);
    // A row opened on a worker got its callers (the hot path goes on if it
    // waited there), or did not (the row is closed again, and says why).
    void onCallersOpened(std::uint32_t node, bool made);
    void retranslate();

    CallTree::Direction m_direction;
    CallTreeModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_tree;
    QLabel *m_status;
    ProfilePtr m_profile;
    std::shared_ptr<const FrameSearch::Result> m_search;
    BackgroundResult<Built> m_build;
    bool m_callersCut = false; // the shown bottom-up tree left out far callers
    std::uint32_t m_hotPathWaitsOn = 0; // the row the hot path stopped at, its callers being made
    int m_hotPathLevelsLeft = 0;         // how far it goes on from there
    bool m_hotPathFromOutside = false;   // not the person's choice: other views are not told
    std::uint32_t m_failedOpen = 0; // the row whose callers could not be made (out of memory)
    bool m_selectingFromOutside = false;
    bool m_inverted = false;
};

} // namespace hg
