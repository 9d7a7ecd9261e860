#pragma once
#include "analysis/ProfileScope.h"
#include "sampler/ProcessSampler.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace hg {

class ComparisonTab;
class DocumentTab;
class DocumentView;
class LanguageSwitcher;
class LiveDocumentTab;
class LiveSource;
class ProtocolLogModel;
class RecentFiles;
class TraceActorClient;

// The main window: one tab per opened document or comparison, File/View/Help
// menus, drag and drop of files (with Shift: compared with the current
// file), and the recent-files list.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    static const QString kSamplePath;

    explicit MainWindow(LanguageSwitcher *languages, QWidget *parent = nullptr);

    DocumentTab *openFile(const QString &path);
    // Files and folders merged into one document (File > Open as One).
    DocumentTab *openAsOne(const QStringList &paths);
    // A comparison of A (before) and B (after) in a new tab.
    ComparisonTab *compareFiles(const QString &pathA, const QString &pathB);
    DocumentTab *currentDocument() const;
    int documentCount() const;
    // A tab showing `source` as it runs (a recording, a TraceActor trace);
    // the tab takes ownership and turns into an ordinary document when the
    // source finishes.
    LiveDocumentTab *addLiveTab(LiveSource *source);
    // Connects to the TraceActor at `address` (HOST:PORT or a Unix socket
    // path), attaches and starts a trace (empty types: all it offers) in a
    // live tab with the protocol log under it.
    LiveDocumentTab *connectToActor(const QString &address, const QString &traceName = QString(),
                                    const QStringList &types = QStringList());

    // Records a local process (File > Record…) in a live tab; what it gathers
    // is also written to recordingsDirectory() as it comes.
    LiveDocumentTab *startRecording(const SamplerOptions &options);
    // True when quitting needs no clean-up beyond freeing memory: no live
    // tab (a recording detaches from its process) and no save under way.
    bool quitsWithoutCleanup() const;
    static QString recordingsDirectory();
    // Whether opened files go to the recent-files list and keep their
    // transforms for the next time (not for a screenshot, which a person did
    // not open, and which shows what its command line asks for only).
    void setRemembersFiles(bool remembers) { m_remembersFiles = remembers; }

public slots:
    void openDialog();
    void compareDialog();
    void openAsOneDialog();
    void openFolderAsOneDialog();
    void connectDialog();
    void recordDialog();
    void openSample();
    void saveAs();
    void exportProfile();
    void startSave(ProfilePtr profile, const QString &path, const QString &formatId, ProfileScope scope,
                   const QString &title);
    void exportImage();
    void closeDocument(int index);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void rebuildRecentMenu();
    void updateEmptyState();
    void onDocumentLoaded(DocumentTab *tab, bool ok);
    DocumentTab *addDocumentTab(DocumentTab *tab, const QString &toolTip);
    LiveDocumentTab *startTrace(std::unique_ptr<TraceActorClient> client, ProtocolLogModel *log, const QString &traceName,
                                const QStringList &types);
    // The views of the current tab, file or live, and a name to save it as.
    DocumentView *currentView() const;
    QString currentBaseName() const;
    void retranslate();

    LanguageSwitcher *m_languages;
    RecentFiles *m_recent;
    bool m_remembersFiles = true;
    QStackedWidget *m_central;
    QLabel *m_emptyHint;
    QTabWidget *m_tabs;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_openAsOneAction = nullptr;
    QAction *m_openFolderAsOneAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_recordAction = nullptr;
    QMenu *m_samplesMenu = nullptr;
    QList<QAction *> m_sampleActions; // one per bundled sample, in kSamples order
    QAction *m_closeAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportImageAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_systemLanguage = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace hg
