#pragma once
#include "model/Profile.h"

#include <QWidget>

class QLabel;
class QListView;
class QTabWidget;
class QTableView;

namespace hg {

class CallTreeView;
class SummaryHeader;
class TrackSelector;
class TrackTableModel;
class WarningListModel;

// Everything shown for one opened profile: the summary header, the track
// choice, and the views (call tree, bottom-up, tracks, warnings) as tabs.
class DocumentView : public QWidget
{
    Q_OBJECT
public:
    explicit DocumentView(QWidget *parent = nullptr);

    void setProfile(ProfilePtr profile, const QString &title);
    ProfilePtr profile() const { return m_profile; }

    // View names as on the command line (--view): "calltree", "bottomup", ...
    static QStringList viewNames();
    bool showView(const QString &name);
    QString currentViewName() const;
    bool selectTrack(const QString &name);
    // True while a view is still aggregating on a worker thread.
    bool isBusy() const;

signals:
    void idle();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateViews();
    void onViewBuilt();
    void retranslate();

    ProfilePtr m_profile;
    SummaryHeader *m_header;
    QLabel *m_trackLabel;
    TrackSelector *m_tracks;
    QTabWidget *m_tabs;
    CallTreeView *m_topDown;
    CallTreeView *m_bottomUp;
    TrackTableModel *m_trackModel;
    QTableView *m_trackTable;
    WarningListModel *m_warningModel;
    QListView *m_warningList;
};

} // namespace hg
