#pragma once
#include "BackgroundResult.h"
#include "formats/pocketmine/TimingsTree.h"
#include "model/Profile.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

class QMenu;

namespace hg {

class TimingsTreeModel;

// The PocketMine timings tree as the web viewer shows it: records under
// their parents, heaviest first, the first two levels open; buttons open the
// hot path or everything. Opens with the hot path expanded. The tree of a
// big report is built on a worker (seconds for millions of records).
class TimingsTreePanel : public QWidget
{
    Q_OBJECT
public:
    explicit TimingsTreePanel(QWidget *parent = nullptr);
    ~TimingsTreePanel() override;
    void setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks);
    bool isBuilding() const { return m_build.isPending(); }
    TimingsTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    void expandHotPath();
    void expandAll();

signals:
    void recordSelected(TrackId track, RecordId node, FrameId frame);
    // A context menu opens on the row just selected: listeners add their entries.
    void contextMenuOpening(QMenu *menu);
    void built();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onBuilt(std::optional<std::shared_ptr<const TimingsTree>> tree);
    // The first two levels open, as in the web viewer, unless the second
    // would show more rows than this; then the first.
    static constexpr std::uint32_t kMaxSecondLevelRows = 20000;
    void expandTopLevels();
    void retranslate();

    QLabel *m_hint;
    QLabel *m_status; // shown while the tree is built
    QPushButton *m_hotPath;
    QPushButton *m_expandAll;
    QPushButton *m_collapseAll;
    TimingsTreeModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
    ProfilePtr m_profile;
    BackgroundResult<std::shared_ptr<const TimingsTree>> m_build;
};

} // namespace hg
