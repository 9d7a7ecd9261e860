#include "MainWindow.h"

#include "CompareDialog.h"
#include "ComparisonTab.h"
#include "compare/ComparisonView.h"
#include "ConnectDialog.h"
#include "DocumentTab.h"
#include "DocumentView.h"
#include "ExportDialog.h"
#include "FormatFileNames.h"
#include "LanguageSwitcher.h"
#include "LiveDocumentTab.h"
#include "ProtocolLogModel.h"
#include "ProtocolLogPane.h"
#include "RecentFiles.h"
#include "RecordDialog.h"
#include "SaveProfileJob.h"
#include "formats/FormatRegistry.h"
#include "sampler/ProcessRecorder.h"
#include "sampler/TraceActorClient.h"
#include "sampler/TraceActorLiveSource.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>

namespace hg {

const QString MainWindow::kSamplePath = QStringLiteral(":/samples/sample-webservice.sentry.json");

namespace {

// The bundled samples, one per kind of profile, for File > Open Sample.
struct BundledSample
{
    const char *path;
    const char *title;
};

const BundledSample kSamples[] = {
    {":/samples/sample-webservice.sentry.json", QT_TRANSLATE_NOOP("hg::MainWindow", "&Web Service Threads (Sentry)")},
    {":/samples/sample-shop.miniprofiler.json", QT_TRANSLATE_NOOP("hg::MainWindow", "&Shop Requests (MiniProfiler)")},
    {":/samples/sample-survival.timings.txt", QT_TRANSLATE_NOOP("hg::MainWindow", "&Minecraft Server (PocketMine-MP Timings)")},
};

} // namespace

MainWindow::MainWindow(LanguageSwitcher *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_recent(new RecentFiles(this))
    , m_central(new QStackedWidget(this))
    , m_emptyHint(new QLabel(this))
    , m_tabs(new QTabWidget(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/hourglass.svg")));
    setAcceptDrops(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setWordWrap(true);
    m_central->addWidget(m_emptyHint);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeDocument);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateEmptyState);
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::rebuildRecentMenu);

    createActions();
    createMenus();
    retranslate();
    updateEmptyState();
    resize(1280, 800);
}

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_openAsOneAction = new QAction(this);
    connect(m_openAsOneAction, &QAction::triggered, this, &MainWindow::openAsOneDialog);
    m_openFolderAsOneAction = new QAction(this);
    connect(m_openFolderAsOneAction, &QAction::triggered, this, &MainWindow::openFolderAsOneDialog);
    m_compareAction = new QAction(this);
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::compareDialog);
    m_connectAction = new QAction(this);
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::connectDialog);
    m_recordAction = new QAction(this);
    m_recordAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_recordAction, &QAction::triggered, this, &MainWindow::recordDialog);
    for (const BundledSample &sample : kSamples) {
        auto *action = new QAction(this);
        const QString path = QString::fromLatin1(sample.path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
        m_sampleActions << action;
    }
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportProfile);
    m_exportImageAction = new QAction(this);
    connect(m_exportImageAction, &QAction::triggered, this, &MainWindow::exportImage);
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, [this] { closeDocument(m_tabs->currentIndex()); });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Hourglass"),
                           tr("<h3>Hourglass %1</h3><p>A desktop viewer for timings and profiles.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    m_languageGroup = new QActionGroup(this);
    m_systemLanguage = new QAction(this);
    m_systemLanguage->setCheckable(true);
    m_systemLanguage->setData(QString());
    m_languageGroup->addAction(m_systemLanguage);
    for (const LanguageSwitcher::Language &language : LanguageSwitcher::available()) {
        // Each language is named in itself, so it can be found in any language.
        auto *action = new QAction(language.nativeName, this);
        action->setCheckable(true);
        action->setData(language.code);
        m_languageGroup->addAction(action);
    }
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_languages->chosen());
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction *action) { m_languages->choose(action->data().toString()); });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_samplesMenu = m_fileMenu->addMenu(QString());
    m_samplesMenu->addActions(m_sampleActions);
    m_fileMenu->addAction(m_openAsOneAction);
    m_fileMenu->addAction(m_openFolderAsOneAction);
    m_fileMenu->addAction(m_compareAction);
    m_fileMenu->addAction(m_recordAction);
    m_fileMenu->addAction(m_connectAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_exportImageAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), m_recent, &RecentFiles::clear);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

DocumentTab *MainWindow::openFile(const QString &path)
{
    // A file that is already open is shown, not opened twice.
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *tab = qobject_cast<DocumentTab *>(m_tabs->widget(i));
        if (tab && !tab->isMerged() && tab->path() == path && !tab->hasFailed()) {
            m_tabs->setCurrentIndex(i);
            return tab;
        }
    }
    return addDocumentTab(new DocumentTab(path, m_tabs), path);
}

DocumentTab *MainWindow::openAsOne(const QStringList &paths)
{
    return addDocumentTab(new DocumentTab(paths, m_tabs), paths.join(QLatin1Char('\n')));
}

DocumentTab *MainWindow::addDocumentTab(DocumentTab *tab, const QString &toolTip)
{
    tab->setRemembersTransforms(m_remembersFiles);
    const int index = m_tabs->addTab(tab, tab->title());
    m_tabs->setTabToolTip(index, toolTip);
    m_tabs->setCurrentIndex(index);
    connect(tab, &DocumentTab::loaded, this, [this, tab](bool ok) { onDocumentLoaded(tab, ok); });
    connect(tab, &DocumentTab::closeRequested, this, [this, tab] { closeDocument(m_tabs->indexOf(tab)); });
    updateEmptyState();
    statusBar()->showMessage(tr("Opening %1…").arg(tab->title()));
    tab->load();
    return tab;
}

void MainWindow::openAsOneDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Profiles as One"), QString(), openDialogFilter());
    if (!paths.isEmpty())
        openAsOne(paths);
}

void MainWindow::openFolderAsOneDialog()
{
    // Every profile in it (a fleet's profiles, the hosts of one XPlane run).
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a Folder of Profiles as One"));
    if (!folder.isEmpty())
        openAsOne({folder});
}

ComparisonTab *MainWindow::compareFiles(const QString &pathA, const QString &pathB)
{
    auto *tab = new ComparisonTab(pathA, pathB, m_tabs);
    const int index = m_tabs->addTab(tab, tab->title());
    m_tabs->setTabToolTip(index, QStringLiteral("A: %1\nB: %2").arg(pathA, pathB));
    m_tabs->setCurrentIndex(index);
    connect(tab, &ComparisonTab::loaded, this, [this, tab](bool ok) {
        if (ok)
            statusBar()->showMessage(tr("Compared %1").arg(tab->title()), 5000);
        else
            statusBar()->showMessage(tab->errorText().section(QLatin1Char('\n'), 0, 0));
    });
    connect(tab, &ComparisonTab::closeRequested, this, [this, tab] { closeDocument(m_tabs->indexOf(tab)); });
    connect(tab, &ComparisonTab::titleChanged, this, [this, tab] {
        const int i = m_tabs->indexOf(tab);
        m_tabs->setTabText(i, tab->title());
        m_tabs->setTabToolTip(i, QStringLiteral("A: %1\nB: %2").arg(tab->pathA(), tab->pathB()));
    });
    updateEmptyState();
    tab->load();
    return tab;
}

void MainWindow::compareDialog()
{
    // The open files first, the current one at the top, then the recent ones.
    QStringList candidates;
    const auto isFile = [](const DocumentTab *tab) { return tab && !tab->isMerged() && !tab->path().startsWith(QLatin1Char(':')); };
    if (DocumentTab *tab = currentDocument(); isFile(tab))
        candidates << tab->path();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *tab = qobject_cast<DocumentTab *>(m_tabs->widget(i)); isFile(tab))
            candidates << tab->path();
    candidates << m_recent->files();
    candidates.removeDuplicates();
    CompareDialog dialog(candidates, this);
    if (dialog.exec() == QDialog::Accepted)
        compareFiles(dialog.pathA(), dialog.pathB());
}

void MainWindow::onDocumentLoaded(DocumentTab *tab, bool ok)
{
    if (ok) {
        if (m_remembersFiles && !tab->path().startsWith(QLatin1Char(':')) && !tab->isMerged())
            m_recent->add(tab->path());
        statusBar()->showMessage(tr("Opened %1").arg(tab->isMerged() ? tab->title() : tab->path()), 5000);
    } else {
        statusBar()->showMessage(tab->error() ? tab->error()->toString() : tr("Could not open %1").arg(tab->path()));
    }
}

LiveDocumentTab *MainWindow::addLiveTab(LiveSource *source)
{
    auto *tab = new LiveDocumentTab(source, m_tabs);
    const int index = m_tabs->addTab(tab, tab->title());
    m_tabs->setCurrentIndex(index);
    connect(tab, &LiveDocumentTab::titleChanged, this, [this, tab] { m_tabs->setTabText(m_tabs->indexOf(tab), tab->title()); });
    connect(tab, &LiveDocumentTab::becameDocument, this, [this, tab] {
        statusBar()->showMessage(tab->errorText().isEmpty() ? tr("%1 finished").arg(tab->source()->title())
                                                            : tr("%1 ended: %2").arg(tab->source()->title(), tab->errorText()));
    });
    updateEmptyState();
    return tab;
}

LiveDocumentTab *MainWindow::connectToActor(const QString &address, const QString &traceName, const QStringList &types)
{
    auto client = std::make_unique<TraceActorClient>();
    auto *log = new ProtocolLogModel;
    log->follow(client.get());
    client->connectTo(address);
    client->attach(); // sent once connected; the trace starts behind it
    return startTrace(std::move(client), log, traceName, types);
}

QString MainWindow::recordingsDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/recordings");
}

LiveDocumentTab *MainWindow::startRecording(const SamplerOptions &options)
{
    QDir().mkpath(recordingsDirectory());
    const QString path = recordingsDirectory() + QLatin1Char('/') + ProcessRecorder::defaultFileName(options);
    auto *recorder = new ProcessRecorder(options, path);
    LiveDocumentTab *tab = addLiveTab(recorder);
    recorder->start();
    statusBar()->showMessage(tr("Recording to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return tab;
}

void MainWindow::recordDialog()
{
    auto *dialog = new RecordDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startRecording(dialog->options()); });
    dialog->open();
}

void MainWindow::connectDialog()
{
    auto *dialog = new ConnectDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (std::unique_ptr<TraceActorClient> client = dialog->takeClient())
            startTrace(std::move(client), dialog->takeLog(), dialog->traceName(), dialog->chosenTypes());
    });
    dialog->open();
}

LiveDocumentTab *MainWindow::startTrace(std::unique_ptr<TraceActorClient> client, ProtocolLogModel *log, const QString &traceName,
                                        const QStringList &types)
{
    LiveDocumentTab *tab = addLiveTab(new TraceActorLiveSource(std::move(client), traceName, types));
    tab->addPane(new ProtocolLogPane(log, tab));
    return tab;
}

DocumentTab *MainWindow::currentDocument() const { return qobject_cast<DocumentTab *>(m_tabs->currentWidget()); }

DocumentView *MainWindow::currentView() const
{
    if (DocumentTab *tab = currentDocument())
        return tab->documentView();
    if (auto *live = qobject_cast<LiveDocumentTab *>(m_tabs->currentWidget()))
        return live->documentView();
    return nullptr;
}

QString MainWindow::currentBaseName() const
{
    if (DocumentTab *tab = currentDocument())
        return tab->isMerged() ? QStringLiteral("merged") : QFileInfo(tab->path()).completeBaseName();
    if (auto *live = qobject_cast<LiveDocumentTab *>(m_tabs->currentWidget()))
        return live->suggestedBaseName();
    if (auto *comparison = qobject_cast<ComparisonTab *>(m_tabs->currentWidget()))
        return QFileInfo(comparison->pathA()).completeBaseName() + QStringLiteral("-vs-") + QFileInfo(comparison->pathB()).completeBaseName();
    return QString();
}
int MainWindow::documentCount() const { return m_tabs->count(); }

void MainWindow::openDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Profile"), QString(), openDialogFilter());
    for (const QString &path : paths)
        openFile(path);
}

void MainWindow::openSample() { openFile(kSamplePath); }

void MainWindow::saveAs()
{
    DocumentView *view = currentView();
    const ProfilePtr profile = view ? view->profile() : nullptr;
    if (!profile)
        return;
    // Offer the formats this profile fits; say why the others do not.
    QStringList filters, why;
    std::vector<const FormatModule *> writers;
    for (const auto &[w, reason] : ProfileSaver::writerFits(*profile)) {
        if (!reason.isEmpty()) {
            why << QStringLiteral("%1: %2").arg(w->displayName(), reason);
            continue;
        }
        filters << fileDialogFilter(*w);
        writers.push_back(w);
    }
    if (writers.empty()) {
        QMessageBox::information(this, tr("Save As"), tr("No format can hold this profile.") + QStringLiteral("\n\n") + why.join(QLatin1Char('\n')));
        return;
    }
    QString selected = filters.front();
    const QString base = currentBaseName();
    QString path = QFileDialog::getSaveFileName(this, tr("Save As"), base + QLatin1Char('.') + writers.front()->extensions.front(),
                                                filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    const FormatModule *writer = writers[std::size_t(std::max<qsizetype>(0, filters.indexOf(selected)))];
    startSave(profile, withFormatExtension(path, *writer), writer->id, {}, tr("Save As"));
}

void MainWindow::exportProfile()
{
    DocumentView *view = currentView();
    const ProfilePtr profile = view ? view->profile() : nullptr;
    if (!profile)
        return;
    QString start = currentBaseName();
    // Beside the opened file, unless it is a bundled sample (a resource).
    if (DocumentTab *tab = currentDocument(); tab && !start.isEmpty() && !tab->path().startsWith(QLatin1Char(':')))
        start = QFileInfo(tab->path()).dir().filePath(start);
    else if (!start.isEmpty())
        start = QDir::home().filePath(start);
    ExportDialog dialog(*profile, view->exportChoices(), start, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.writer())
        return;
    startSave(profile, dialog.path(), dialog.writer()->id, dialog.scope(), tr("Export"));
}

void MainWindow::startSave(ProfilePtr profile, const QString &path, const QString &formatId, ProfileScope scope,
                           const QString &title)
{
    auto *job = new SaveProfileJob(std::move(profile), path, formatId, std::move(scope), this);
    connect(job, &SaveProfileJob::finished, this, [this, title](const QString &savedPath, const SaveResult &result) {
        if (result.cancelled)
            statusBar()->showMessage(tr("Cancelled; %1 was not changed").arg(savedPath), 5000);
        else if (!result.error.isEmpty())
            QMessageBox::warning(this, title, result.error);
        else if (!result.note.isEmpty())
            statusBar()->showMessage(tr("Saved %1; %2").arg(savedPath, result.note), 15000);
        else
            statusBar()->showMessage(tr("Saved %1").arg(savedPath), 5000);
    });
}

void MainWindow::exportImage()
{
    DocumentView *view = currentView();
    auto *comparison = qobject_cast<ComparisonTab *>(m_tabs->currentWidget());
    ComparisonView *comparisonView = comparison ? comparison->comparisonView() : nullptr;
    if (!view && !comparisonView)
        return;
    QString selectedFilter;
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG image (*.svg)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export Image"), currentBaseName(),
                                                png + QStringLiteral(";;") + svg, &selectedFilter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive) && !path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        path += selectedFilter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    const QString error = view ? view->exportImage(path) : comparisonView->exportImage(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export Image"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

bool MainWindow::quitsWithoutCleanup() const
{
    return findChildren<LiveDocumentTab *>().isEmpty() && findChildren<SaveProfileJob *>().isEmpty();
}

void MainWindow::closeDocument(int index)
{
    QWidget *tab = m_tabs->widget(index);
    if (!tab)
        return;
    m_tabs->removeTab(index);
    tab->deleteLater();
    updateEmptyState();
}

void MainWindow::updateEmptyState()
{
    m_central->setCurrentWidget(m_tabs->count() ? static_cast<QWidget *>(m_tabs) : m_emptyHint);
    m_closeAction->setEnabled(m_tabs->count() > 0);
    m_exportImageAction->setEnabled(m_tabs->count() > 0);
    // A comparison is two profiles: nothing to save as one.
    const bool profileShown = m_tabs->count() > 0 && !qobject_cast<ComparisonTab *>(m_tabs->currentWidget());
    m_saveAsAction->setEnabled(profileShown);
    m_exportAction->setEnabled(profileShown);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    // Always a copy: with Shift held (compare) a file manager would move the file.
    if (event->mimeData()->hasUrls()) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList files;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    event->setDropAction(Qt::CopyAction); // never a move, whatever the modifiers
    event->accept();
    // With Shift, a dropped file is B compared with the current file as A.
    DocumentTab *current = currentDocument();
    if ((event->modifiers() & Qt::ShiftModifier) && current && !current->isMerged() && files.size() == 1) {
        compareFiles(current->path(), files.first());
        return;
    }
    for (const QString &file : files)
        openFile(file);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Hourglass"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open…"));
    m_compareAction->setText(tr("Co&mpare…"));
    m_openAsOneAction->setText(tr("Open as O&ne…"));
    m_openFolderAsOneAction->setText(tr("Open &Folder as One…"));
    m_openFolderAsOneAction->setStatusTip(tr("Open every profile in a folder as one document"));
    m_openAsOneAction->setStatusTip(tr("Open several profiles as one document: one call tree and flame graph over all of them, a track group per file"));
    m_compareAction->setStatusTip(tr("Compare two profiles: what got slower or faster from A to B (or drop a file with Shift held)"));
    m_recordAction->setText(tr("&Record…"));
    m_recordAction->setStatusTip(tr("Sample a running process or a command you start, and watch it live"));
    m_connectAction->setText(tr("&Connect…"));
    m_connectAction->setStatusTip(tr("Attach to a running TraceActor (HOST:PORT or a Unix socket) and draw its frames as they stream in"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_samplesMenu->setTitle(tr("Open &Sample"));
    for (qsizetype i = 0; i < m_sampleActions.size(); ++i)
        m_sampleActions[i]->setText(tr(kSamples[i].title));
    m_closeAction->setText(tr("&Close Tab"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exportAction->setText(tr("&Export…"));
    m_exportImageAction->setText(tr("Export &Image…"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguage->setText(tr("System Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Hourglass"));
    m_emptyHint->setText(tr("Open a profile with File > Open (Ctrl+O), or drop a file here."));
    rebuildRecentMenu();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *tab = qobject_cast<DocumentTab *>(m_tabs->widget(i)))
            m_tabs->setTabText(i, tab->title());
        else if (auto *live = qobject_cast<LiveDocumentTab *>(m_tabs->widget(i)))
            m_tabs->setTabText(i, live->title());
        else if (auto *comparison = qobject_cast<ComparisonTab *>(m_tabs->widget(i)))
            m_tabs->setTabText(i, comparison->title());
}

} // namespace hg
