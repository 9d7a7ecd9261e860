// File > Record… as a person uses it: the process list finds a running
// program, a recording shows up live and turns into a document, and its
// file on disk opens.
#include "DocumentView.h"
#include "LanguageSwitcher.h"
#include "LiveDocumentTab.h"
#include "MainWindow.h"
#include "ProcessListModel.h"
#include "RecordDialog.h"
#include "formats/ProfileLoader.h"
#include "sampler/LiveSource.h"

#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

using namespace hg;

class TestRecording : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HourglassTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_recording"));
        QDir(MainWindow::recordingsDirectory()).removeRecursively();
    }

    void dialogListsAndPicksARunningProcess()
    {
        QProcess target;
        target.start(QStringLiteral(SAMPLER_TARGET), {QStringLiteral("0"), QStringLiteral("1")});
        QVERIFY(target.waitForStarted());
        const pid_t pid = pid_t(target.processId());

        RecordDialog dialog;
        auto *model = dialog.findChild<ProcessListModel *>();
        QVERIFY(model);
        QTRY_VERIFY_WITH_TIMEOUT(model->rowOf(pid) >= 0, 10000);
        const ProcessInfo *info = model->processAt(model->rowOf(pid));
        QVERIFY(info->command.contains(QLatin1String("sampler_target")));
        QTRY_COMPARE_WITH_TIMEOUT(model->processAt(model->rowOf(pid))->threads, 3, 5000);

        // Searching narrows the list; the choice becomes the options.
        auto *filter = dialog.findChild<QSortFilterProxyModel *>();
        filter->setFilterFixedString(QString::number(pid));
        QVERIFY(filter->rowCount() >= 1);
        dialog.selectProcess(pid);

        QCOMPARE(dialog.options().pid, pid);
        QVERIFY(dialog.options().command.isEmpty());
        QCOMPARE(dialog.options().rateHz, 101.0);

        dialog.setCommand(QStringLiteral("/bin/echo \"two words\""));
        QCOMPARE(dialog.options().command, (QStringList{QStringLiteral("/bin/echo"), QStringLiteral("two words")}));
        target.kill();
        target.waitForFinished();
    }

    void recordingIsLiveThenADocument()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        SamplerOptions options;
        options.command = {QStringLiteral(SAMPLER_TARGET), QStringLiteral("0")};
        LiveDocumentTab *tab = window.startRecording(options);
        QVERIFY(tab->isLive());
        // Refreshed while it runs: the views show samples before Stop.
        QTRY_VERIFY_WITH_TIMEOUT(tab->documentView()->profile() && tab->documentView()->profile()->sampleCount() > 50, 10000);
        QSignalSpy became(tab, &LiveDocumentTab::becameDocument);
        tab->stop();
        QVERIFY(became.wait(20000));
        QVERIFY2(tab->errorText().isEmpty(), qPrintable(tab->errorText()));
        const ProfilePtr profile = tab->documentView()->profile();
        QCOMPARE(profile->tracks().size(), std::size_t(4));

        // Everything was also written to the recordings folder.
        const QStringList files = QDir(MainWindow::recordingsDirectory()).entryList({QStringLiteral("recording-sampler_target-*.json")});
        QCOMPARE(files.size(), 1);
        const LoadResult saved = ProfileLoader::load(MainWindow::recordingsDirectory() + QLatin1Char('/') + files.first());
        QVERIFY(saved.profile);
        QCOMPARE(saved.profile->sampleCount(), profile->sampleCount());
    }
};

QTEST_MAIN(TestRecording)
#include "tst_recording.moc"
