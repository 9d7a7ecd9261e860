// The main window as a person uses it: open, fail, cancel, recent files,
// drag and drop, language; a big profile's first thread shown while the rest loads.
#include "ComparisonTab.h"
#include "DocumentTab.h"
#include "DocumentView.h"
#include "ExportDialog.h"
#include "LanguageSwitcher.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "SaveProfileJob.h"
#include "SettingsWriter.h"
#include "TrackSelector.h"
#include "compare/ComparisonView.h"
#include "core/ManyThreadGecko.h"
#include "formats/FormatModule.h"
#include "formats/ProfileLoader.h"

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include "analysis/CallTree.h"
#include "analysis/Transform.h"
#include "DocumentTransforms.h"
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

QByteArray sampleBytes()
{
    QFile f(MainWindow::kSamplePath);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool waitLoaded(DocumentTab *tab, bool *ok)
{
    QSignalSpy spy(tab, &DocumentTab::loaded);
    if (!spy.wait(30000))
        return false;
    *ok = spy.first().first().toBool();
    return true;
}

// Runs one SaveProfileJob to its end; its result, or an error when it
// never finished.
SaveResult saveAndWait(ProfilePtr profile, const QString &path, const QString &formatId, ProfileScope scope,
                       QWidget *window)
{
    auto *job = new SaveProfileJob(std::move(profile), path, formatId, std::move(scope), window);
    QSignalSpy finished(job, &SaveProfileJob::finished);
    if (!finished.wait(30000))
        return SaveResult{QStringLiteral("the save did not finish within 30 s"), false, 0};
    return finished.first().at(1).value<SaveResult>();
}

// Qt delivers a Drop only after a platform drag entered the window; the test
// hands the event to the handler directly, as that delivery would.
class DropTarget : public MainWindow
{
public:
    using MainWindow::MainWindow;
    using MainWindow::dragEnterEvent;
    using MainWindow::dropEvent;
};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HourglassTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }
    void init() { QSettings().clear(); }

    void opensTheBundledSample()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        window.openSample();
        DocumentTab *tab = window.currentDocument();
        QVERIFY(tab);
        bool ok = false;
        QVERIFY(waitLoaded(tab, &ok));
        QVERIFY(ok);
        QVERIFY(tab->documentView());
        QCOMPARE(tab->documentView()->profile()->sampleCount(), std::size_t(1212));
        QVERIFY(tab->title().contains(QStringLiteral("sample-webservice")));
        // Laid out at once, painted once the page on screen is built (or
        // after a short wait): never its building state and then the page.
        DocumentView *view = tab->documentView();
        QVERIFY(view->updatesEnabled() || view->isCurrentPageBusy());
        QTRY_VERIFY(view->updatesEnabled());
        QVERIFY(view->currentPage()->updatesEnabled());
    }

    // What a shown document says of its counts: the track selector's entry
    // for all tracks (shown), the Warnings tab, and the progress while read
    // (tens of per cent, "2x": the part read is about a quarter).
    static QString partCounts(const DocumentView &view)
    {
        QStringList said;
        const auto *tracks = view.findChild<TrackSelector *>();
        said << (tracks && tracks->isVisibleTo(&view) ? tracks->itemText(0) : QStringLiteral("no track choice"));
        const auto *tabs = view.findChild<QTabWidget *>();
        for (int i = 0; tabs && i < tabs->count(); ++i)
            if (tabs->tabText(i).startsWith(QStringLiteral("Warnings")))
                said << tabs->tabText(i);
        static const QRegularExpression reading(QStringLiteral("the others are read: (\\d+)%"));
        for (const QLabel *label : view.findChildren<QLabel *>())
            if (const QRegularExpressionMatch m = reading.match(label->text()); m.hasMatch())
                said << QStringLiteral("reading from %1x%").arg(m.captured(1).left(1));
        return said.join(QStringLiteral(" | "));
    }

    // A big Firefox profile: its first thread is shown while the others are
    // read, no page aggregating the part; then the whole replaces it.
    void showsTheFirstThreadWhileTheRestLoads()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("many.json"), manyThreadGecko(4, 120000));
        LanguageSwitcher languages;
        MainWindow window(&languages);
        window.show();
        DocumentTab *tab = window.openFile(path);
        QStringList steps;
        connect(tab, &DocumentTab::viewShown, this, [&] {
            DocumentView *shown = tab->shownView();
            QVERIFY(shown);
            if (!tab->documentView()) {
                QVERIFY(shown->isBusy()); // the aggregates wait for the whole
                steps << QStringLiteral("part of %1 tracks").arg(shown->profile()->tracks().size());
                steps << partCounts(*shown);
            } else {
                steps << QStringLiteral("whole of %1 tracks").arg(shown->profile()->tracks().size());
                steps << partCounts(*shown);
            }
        });
        connect(tab, &DocumentTab::loaded, this, [&](bool ok) { steps << (ok ? QStringLiteral("loaded") : QStringLiteral("failed")); });
        bool ok = false;
        QVERIFY(waitLoaded(tab, &ok));
        QVERIFY(ok);
        // The part's counts say they are of a part; the progress shown with
        // it is what was read for it (its first of four threads), not 0 %.
        QCOMPARE(steps, (QStringList{QStringLiteral("part of 1 tracks"),
                                     QStringLiteral("All threads (1 so far, the others are being read) | Warnings so far (0) | "
                                                    "reading from 2x%"),
                                     QStringLiteral("whole of 4 tracks"), QStringLiteral("All threads (4) | Warnings (0)"),
                                     QStringLiteral("loaded")}));
        DocumentView *view = tab->documentView();
        QCOMPARE(view->profile()->sampleCount(), std::size_t(4 * 120000));
        QCOMPARE(view->currentViewName(), QStringLiteral("flamechart"));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 30000); // the aggregates built for the whole
        QTRY_VERIFY(view->updatesEnabled());
    }

    void everyBundledSampleOpensFromTheFileMenu()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        QMenu *samples = nullptr;
        for (QMenu *menu : window.findChildren<QMenu *>()) {
            if (menu->title() == QStringLiteral("Open &Sample"))
                samples = menu;
        }
        QVERIFY(samples);
        QCOMPARE(samples->actions().size(), 3);
        for (QAction *action : samples->actions()) {
            action->trigger();
            bool ok = false;
            QVERIFY2(waitLoaded(window.currentDocument(), &ok) && ok, qPrintable(action->text()));
        }
        QCOMPARE(window.documentCount(), 3);
    }

    // The transforms of a file are kept with it: opening it again shows it
    // reshaped the same way.
    void transformsAreRestoredWhenTheFileIsOpenedAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stacks.collapsed"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("main;run;work 5\nmain;idle 3\n");
        file.close();
        LanguageSwitcher languages;
        MainWindow window(&languages);
        bool ok = false;
        DocumentTab *tab = window.openFile(path);
        QVERIFY(waitLoaded(tab, &ok) && ok);
        tab->documentView()->applyTransform(*Transform::parse(QStringLiteral("merge:run")));
        tab->documentView()->applyTransform(*Transform::parse(QStringLiteral("drop:idle")));
        QTRY_VERIFY(!tab->documentView()->isBusy());
        window.closeDocument(0);
        QCOMPARE(window.documentCount(), 0);

        tab = window.openFile(path);
        QVERIFY(waitLoaded(tab, &ok) && ok);
        QCOMPARE(tab->documentView()->transformSpecs(), (QStringList{QStringLiteral("merge:run"), QStringLiteral("drop:idle")}));
        QTRY_VERIFY(!tab->documentView()->isBusy());
        const CallTree tree = CallTree::build(*tab->documentView()->profile(), {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.node(0).count, 5u); // idle's 3 dropped
        QCOMPARE(tree.children(0).size(), std::size_t(1));
        const std::uint32_t mainNode = tree.children(0).front();
        QCOMPARE(tab->documentView()->profile()->frameName(tree.node(tree.children(mainNode).front()).frame), QStringLiteral("work"));

        // Undone to nothing: the file is forgotten.
        tab->documentView()->transforms().goTo(0);
        window.closeDocument(0);
        tab = window.openFile(path);
        QVERIFY(waitLoaded(tab, &ok) && ok);
        QCOMPARE(tab->documentView()->transformSpecs(), QStringList());
    }

    void saveAsWritesOnAWorkerAndReportsBack()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        window.openSample();
        bool ok = false;
        QVERIFY(waitLoaded(window.currentDocument(), &ok) && ok);
        const ProfilePtr profile = window.currentDocument()->documentView()->profile();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("copy.sentry.json.gz"));
        const SaveResult result = saveAndWait(profile, path, QString(), {}, &window);
        QVERIFY2(result.error.isEmpty() && !result.cancelled, qPrintable(result.error));
        const LoadResult back = ProfileLoader::load(path);
        QVERIFY(back.profile);
        QCOMPARE(back.profile->sampleCount(), profile->sampleCount());
    }

    void exportWritesTheChosenPart()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        window.openSample();
        bool ok = false;
        QVERIFY(waitLoaded(window.currentDocument(), &ok) && ok);
        DocumentView *view = window.currentDocument()->documentView();
        const ProfilePtr profile = view->profile();

        // Nothing narrowed yet: only the whole profile can be chosen.
        QTemporaryDir dir;
        {
            ExportDialog dialog(*profile, view->exportChoices(), dir.filePath(QStringLiteral("sample")));
            const ProfileScope whole = dialog.scope();
            QVERIFY(whole.isWhole());
            dialog.setScope(ExportDialog::SearchMatches); // not available: stays whole
            QVERIFY(dialog.scope().isWhole());
            // The first format that fits the sampled profile; the path gets its extension.
            QVERIFY(dialog.writer());
            QVERIFY2(dialog.path().endsWith(QLatin1Char('.') + dialog.writer()->extensions.front()), qPrintable(dialog.path()));
        }

        // A search narrows it: the dialog offers its matches, and the export
        // holds just the samples with a match on their stack.
        view->setSearch(QStringLiteral("ImageResizer"));
        QTRY_VERIFY_WITH_TIMEOUT(view->exportChoices().search != nullptr, 10000);
        ExportDialog dialog(*profile, view->exportChoices(), dir.filePath(QStringLiteral("matches")));
        dialog.setScope(ExportDialog::SearchMatches);
        const ProfileScope scope = dialog.scope();
        QVERIFY(!scope.frameMatches.empty());
        const QString path = dir.filePath(QStringLiteral("matches.sentry.json"));
        const SaveResult result = saveAndWait(profile, path, QStringLiteral("sentry"), scope, &window);
        QVERIFY2(result.error.isEmpty() && !result.cancelled, qPrintable(result.error));
        const LoadResult back = ProfileLoader::load(path);
        QVERIFY(back.profile);
        QCOMPARE(back.profile->sampleCount(), std::size_t(413));
        QCOMPARE(back.profile->tracks().size(), std::size_t(2));
    }

    void aBadFileShowsWhereAndWhatAndOthersStayOpen()
    {
        QTemporaryDir dir;
        LanguageSwitcher languages;
        MainWindow window(&languages);
        const QString good = writeFile(dir, QStringLiteral("good.json"), sampleBytes());
        const QString bad = writeFile(dir, QStringLiteral("bad.json"), "{\"profile\": {\n  \"samples\": [\n    {\"stack_id\": }\n");
        DocumentTab *goodTab = window.openFile(good);
        QVERIFY(!goodTab->documentView()); // made while it loads, the view is no document's until it has the profile
        bool ok = false;
        QVERIFY(waitLoaded(goodTab, &ok));
        QVERIFY(ok);
        DocumentTab *badTab = window.openFile(bad);
        QVERIFY(waitLoaded(badTab, &ok));
        QVERIFY(!ok);
        QVERIFY(badTab->hasFailed());
        QVERIFY(!badTab->documentView());
        const QString message = badTab->error()->toString();
        QVERIFY2(message.startsWith(bad + QStringLiteral(": line 3")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("invalid JSON")), qPrintable(message));
        QCOMPARE(window.documentCount(), 2);
        QVERIFY(goodTab->documentView());
        // Only files that opened are remembered.
        QCOMPARE(RecentFiles().files(), QStringList{QFileInfo(good).absoluteFilePath()});
    }

    void cancelStopsTheLoad()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        DocumentTab *tab = window.openFile(MainWindow::kSamplePath);
        QSignalSpy spy(tab, &DocumentTab::loaded);
        tab->cancel();
        QVERIFY(spy.wait(30000));
        QCOMPARE(spy.first().first().toBool(), false);
        QVERIFY(tab->error()->message.contains(QStringLiteral("cancelled")));
        // Retry loads it after all.
        tab->load();
        bool ok = false;
        QVERIFY(waitLoaded(tab, &ok));
        QVERIFY(ok);
    }

    void recentFilesKeepTheLastTen()
    {
        RecentFiles recent;
        for (int i = 0; i < 12; ++i)
            recent.add(QStringLiteral("/tmp/profile-%1.json").arg(i));
        QCOMPARE(recent.files().size(), RecentFiles::kMax);
        QCOMPARE(recent.files().first(), QStringLiteral("/tmp/profile-11.json"));
        recent.add(QStringLiteral("/tmp/profile-5.json"));
        QCOMPARE(recent.files().first(), QStringLiteral("/tmp/profile-5.json"));
        QCOMPARE(recent.files().count(QStringLiteral("/tmp/profile-5.json")), 1);
        QCOMPARE(RecentFiles().files(), recent.files()); // persisted in QSettings
    }

    // Settings written off the GUI thread land in order: after flush() the
    // last value set is the one read.
    void settingsWrittenInTheBackgroundLandInOrder()
    {
        const QString key = QStringLiteral("test/settingsWriter");
        for (int i = 0; i < 50; ++i)
            SettingsWriter::setValue(key, i);
        SettingsWriter::flush();
        QCOMPARE(QSettings().value(key).toInt(), 49);
        QSettings().remove(key);
    }

    void comparingTwoFilesLoadsBothAndNamesTheOneThatFails()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, QStringLiteral("a.json"), sampleBytes());
        const QString b = writeFile(dir, QStringLiteral("b.json"), sampleBytes());
        const QString bad = writeFile(dir, QStringLiteral("bad.json"), "{\"profile\": {\n  \"samples\": [\n    {\"stack_id\": }\n");
        LanguageSwitcher languages;
        MainWindow window(&languages);
        ComparisonTab *tab = window.compareFiles(a, b);
        QSignalSpy loaded(tab, &ComparisonTab::loaded);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(loaded.first().first().toBool(), true);
        ComparisonView *view = tab->comparisonView();
        QVERIFY(QTest::qWaitFor([&] { return view->comparison() && !view->isBusy(); }, 30000));
        QCOMPARE(view->comparison()->diff().wholeA(), view->comparison()->diff().wholeB());
        QCOMPARE(window.documentCount(), 1);

        ComparisonTab *failing = window.compareFiles(a, bad);
        QSignalSpy failed(failing, &ComparisonTab::loaded);
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.first().first().toBool(), false);
        QVERIFY2(failing->errorText().startsWith(bad + QStringLiteral(": line 3")), qPrintable(failing->errorText()));
        QVERIFY(!failing->errorText().contains(a));
    }

    void openingAsOneMergesTheFilesIntoOneDocument()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, QStringLiteral("a.json"), sampleBytes());
        const QString b = writeFile(dir, QStringLiteral("b.json"), sampleBytes());
        LanguageSwitcher languages;
        MainWindow window(&languages);
        DocumentTab *tab = window.openAsOne({a, b});
        bool ok = false;
        QVERIFY(waitLoaded(tab, &ok));
        QVERIFY(ok);
        QVERIFY(tab->isMerged());
        QCOMPARE(tab->title(), QStringLiteral("2 files as one"));
        const ProfilePtr merged = tab->documentView()->profile();
        const LoadResult one = ProfileLoader::load(a);
        QCOMPARE(merged->sampleCount(), 2 * one.profile->sampleCount());
        QCOMPARE(merged->tracks().size(), 2 * one.profile->tracks().size());
        QVERIFY(merged->tracks().front().info.group.startsWith(QStringLiteral("a.json")));
        // Opening one of its files on its own is a new tab, not the merged one.
        DocumentTab *single = window.openFile(a);
        QVERIFY(single != tab);

        // A folder: every profile in it.
        DocumentTab *folder = window.openAsOne({dir.path()});
        QVERIFY(waitLoaded(folder, &ok));
        QVERIFY(ok);
        QCOMPARE(folder->title(), QFileInfo(dir.path()).fileName() + QStringLiteral(" as one"));
        QCOMPARE(folder->documentView()->profile()->sampleCount(), merged->sampleCount());

        const QString bad = writeFile(dir, QStringLiteral("bad.json"), "{\"profile\": {\n  \"samples\": [\n    {\"stack_id\": }\n");
        DocumentTab *failing = window.openAsOne({a, bad});
        QVERIFY(waitLoaded(failing, &ok));
        QVERIFY(!ok);
        QVERIFY2(failing->error()->toString().startsWith(bad + QStringLiteral(": line 3")), qPrintable(failing->error()->toString()));
    }

    void droppingAFileWithShiftComparesItWithTheCurrentOne()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, QStringLiteral("a.json"), sampleBytes());
        const QString b = writeFile(dir, QStringLiteral("b.json"), sampleBytes());
        LanguageSwitcher languages;
        DropTarget window(&languages);
        bool ok = false;
        QVERIFY(waitLoaded(window.openFile(a), &ok));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(b)});
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::ShiftModifier);
        window.dropEvent(&drop);
        QCOMPARE(window.documentCount(), 2);
        auto *tab = qobject_cast<ComparisonTab *>(window.findChild<QTabWidget *>()->currentWidget());
        QVERIFY(tab);
        QCOMPARE(tab->pathA(), a);
        QCOMPARE(tab->pathB(), b);
    }

    void droppingAFileOpensIt()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("dropped.json"), sampleBytes());
        LanguageSwitcher languages;
        DropTarget window(&languages);
        QVERIFY(window.acceptDrops());
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        window.dragEnterEvent(&enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        window.dropEvent(&drop);
        QCOMPARE(window.documentCount(), 1);
        QCOMPARE(window.currentDocument()->path(), path);
    }

    void switchingLanguageRetranslatesTheWindow()
    {
        LanguageSwitcher languages;
        languages.choose(QStringLiteral("en"));
        MainWindow window(&languages);
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        languages.choose(QStringLiteral("de"));
        QCOMPARE(languages.effective(), QStringLiteral("de"));
        // Qt posts LanguageChange to every window: it arrives on the next event loop turn.
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        languages.choose(QStringLiteral("en"));
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
