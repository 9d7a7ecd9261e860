// Live documents in the main window: any LiveSource refreshed from worker
// threads (never two snapshots at once) into a tab that keeps the person's
// track and zoom, and that stays a document when the source ends; and a
// TraceActor connection over a real socket: the protocol log, frames of two
// threads drawn as they arrive, Stop keeping the document, a refused port.
#include "ConnectDialog.h"
#include "DocumentView.h"
#include "LanguageSwitcher.h"
#include "LiveDocumentTab.h"
#include "MainWindow.h"
#include "ProtocolLogModel.h"
#include "ProtocolLogPane.h"
#include "TimelineView.h"
#include "TrackSelector.h"
#include "model/ProfileBuilder.h"
#include "sampler/LiveSource.h"
#include "sampler/TraceActorServer.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <QThread>
#include <QtTest>
#include <atomic>

using namespace hg;

namespace {

// A source whose profile grows by one span a snapshot, on two tracks; it
// notes the threads snapshots ran on and how many ran at once.
class GrowingSource : public LiveSource
{
public:
    ProfilePtr snapshot() override
    {
        const int running = ++m_running;
        m_mostAtOnce = std::max(m_mostAtOnce.load(), running);
        m_onGuiThread = m_onGuiThread || QThread::currentThread() == qApp->thread();
        QThread::msleep(30); // long enough for ticks to come while it runs
        const int n = ++m_snapshots;
        ProfileBuilder b(QStringLiteral("test"));
        for (const char *name : {"first", "second"}) {
            TrackInfo info;
            info.name = QString::fromLatin1(name);
            const TrackId t = b.addTrack(info);
            for (int i = 0; i < n; ++i)
                b.addSpan(t, TimePs(i) * 1'000'000'000, 500'000'000, b.addFrame(std::string_view("step")));
        }
        --m_running;
        return b.build();
    }
    void stop() override { emit finished(QString()); }
    QString title() const override { return QStringLiteral("growing"); }

    std::atomic<int> m_running{0}, m_mostAtOnce{0}, m_snapshots{0};
    std::atomic<bool> m_onGuiThread{false};
};

std::uint32_t spanCount(const DocumentView *view)
{
    std::uint32_t n = 0;
    if (view->profile())
        for (const Track &t : view->profile()->tracks())
            n += t.spans.size();
    return n;
}

QStringList loggedTypes(const ProtocolLogModel *log)
{
    QStringList types;
    for (int row = 0; row < log->rowCount(); ++row)
        types << log->index(row, ProtocolLogModel::Direction).data().toString() + log->index(row, ProtocolLogModel::Type).data().toString();
    return types;
}

} // namespace

class TestLiveTab : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void anySourceRefreshesOffTheGuiThreadKeepingTheView()
    {
        LanguageSwitcher languages;
        MainWindow window(&languages);
        auto *source = new GrowingSource;
        LiveDocumentTab *tab = window.addLiveTab(source);
        QCOMPARE(window.documentCount(), 1);
        QVERIFY(tab->isLive());
        QVERIFY(tab->title().contains(QStringLiteral("growing")));
        DocumentView *view = tab->documentView();
        QTRY_VERIFY(spanCount(view) >= 4);

        // The person picks a track and zooms: both stay as snapshots come.
        QVERIFY(view->selectTrack(QStringLiteral("second")));
        const auto *tracks = view->findChild<TrackSelector *>();
        const QString chosen = tracks->currentText();
        TimelineView *flameChart = view->findChildren<TimelineView *>().front();
        flameChart->axis().setRange(100, 900'000'000);
        const int before = source->m_snapshots;
        QTRY_VERIFY(source->m_snapshots >= before + 3);
        QTRY_VERIFY(!view->isBusy());
        QCOMPARE(tracks->currentText().section(QStringLiteral(" — "), 0, 0), chosen.section(QStringLiteral(" — "), 0, 0));
        QCOMPARE(flameChart->axis().start(), TimePs(100));
        QCOMPARE(flameChart->axis().end(), TimePs(900'000'000));
        QVERIFY(!source->m_onGuiThread);
        QCOMPARE(source->m_mostAtOnce.load(), 1);

        // Stopped: one last snapshot, then an ordinary document.
        QSignalSpy became(tab, &LiveDocumentTab::becameDocument);
        tab->stop();
        QVERIFY(became.wait(5000));
        QVERIFY(!tab->isLive());
        QCOMPARE(tab->title(), QStringLiteral("growing"));
        const int last = source->m_snapshots;
        QTest::qWait(3 * LiveDocumentTab::kRefreshIntervalMs);
        QCOMPARE(source->m_snapshots.load(), last); // no more refreshes
        QCOMPARE(spanCount(view), std::uint32_t(2 * last));
    }

    void traceActorConnectionDrawsFramesAndKeepsTheDocument()
    {
        TraceActorServer server;
        QVERIFY(server.listenTcp());
        LanguageSwitcher languages;
        MainWindow window(&languages);
        LiveDocumentTab *tab = window.connectToActor(QStringLiteral("127.0.0.1:%1").arg(server.port()), QStringLiteral("live"));
        auto *pane = tab->findChild<ProtocolLogPane *>();
        QVERIFY(pane);
        ProtocolLogModel *log = pane->model();
        QAbstractItemModelTester tester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(loggedTypes(log).contains(QStringLiteral("←startedTrace")));
        // No types given: the trace asks for all the attached reply offers.
        QCOMPARE(loggedTypes(log), (QStringList{QStringLiteral("→attach"), QStringLiteral("←attached"), QStringLiteral("→startTrace"),
                                                QStringLiteral("←startedTrace")}));

        // Frames of two threads, while the tab is live.
        const TracedThread main{1, QStringLiteral("main")}, worker{2, QStringLiteral("worker")};
        for (int i = 0; i < 3; ++i) {
            TracedFrame f;
            f.name = QStringLiteral("tick");
            f.thread = main;
            server.enteredFrame(f);
            f.name = QStringLiteral("job");
            f.thread = worker;
            server.enteredFrame(f);
            server.exitedFrame(QStringLiteral("return"), {}, main);
            server.exitedFrame(QStringLiteral("throw"), QStringLiteral("boom"), worker);
        }
        DocumentView *view = tab->documentView();
        QTRY_COMPARE(spanCount(view), 6u);
        QVERIFY(tab->isLive());
        QCOMPARE(view->profile()->tracks().size(), std::size_t(2));
        QCOMPARE(view->profile()->tracks()[1].info.name, QStringLiteral("worker"));
        QVERIFY(loggedTypes(log).contains(QStringLiteral("←traces (12)")) || loggedTypes(log).filter(QStringLiteral("←traces")).size() > 1);
        QVERIFY(tab->status().contains(QStringLiteral("12")));

        // Stop: the trace ends, the document stays with everything.
        QSignalSpy became(tab, &LiveDocumentTab::becameDocument);
        tab->stop();
        QVERIFY(became.wait(5000));
        QVERIFY(tab->errorText().isEmpty());
        QCOMPARE(spanCount(view), 6u);
        QCOMPARE(window.documentCount(), 1);
        const QStringList all = loggedTypes(log);
        QVERIFY(all.contains(QStringLiteral("→stopTrace")));
        QCOMPARE(all.last(), QStringLiteral("←detached"));
    }

    void connectDialogAttachesListsTypesAndStarts()
    {
        TraceActorServer server;
        QVERIFY(server.listenTcp());
        LanguageSwitcher languages;
        MainWindow window(&languages);
        window.connectDialog();
        auto *dialog = window.findChild<ConnectDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->address(), QStringLiteral("127.0.0.1:6000"));
        dialog->setAddress(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        dialog->connectToActor();
        QTRY_COMPARE(dialog->findChildren<QCheckBox *>().size(), TraceActorSession::supportedTraceTypes().size());
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
            box->setChecked(box->text() == QLatin1String("name") || box->text() == QLatin1String("thread"));
        QCOMPARE(dialog->chosenTypes(), (QStringList{QStringLiteral("name"), QStringLiteral("thread")}));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QTRY_COMPARE(window.documentCount(), 1);
        auto *tab = window.findChild<LiveDocumentTab *>();
        QVERIFY(tab);
        // The log has the dialog's attach exchange too.
        QTRY_VERIFY(loggedTypes(tab->findChild<ProtocolLogPane *>()->model()).contains(QStringLiteral("←startedTrace")));
        QCOMPARE(loggedTypes(tab->findChild<ProtocolLogPane *>()->model()).first(), QStringLiteral("→attach"));
        TracedFrame f;
        f.name = QStringLiteral("work");
        server.enteredFrame(f);
        server.exitedFrame();
        QTRY_COMPARE(spanCount(tab->documentView()), 1u);
    }

    void errorRepliesAreHighlightedAndARefusedPortIsSaid()
    {
        quint16 port = 0;
        {
            QTcpServer probe; // free a moment ago, closed now
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        LanguageSwitcher languages;
        MainWindow window(&languages);
        LiveDocumentTab *tab = window.connectToActor(QStringLiteral("127.0.0.1:%1").arg(port));
        QSignalSpy became(tab, &LiveDocumentTab::becameDocument);
        QVERIFY(became.wait(5000));
        QVERIFY2(tab->errorText().contains(QStringLiteral("cannot connect to the TraceActor at 127.0.0.1:%1").arg(port)),
                 qPrintable(tab->errorText()));

        // An error reply in the log is marked as one.
        ProtocolLogModel log;
        log.add(TraceActorClient::Direction::Received,
                {{QStringLiteral("from"), QStringLiteral("trace1")}, {QStringLiteral("error"), QStringLiteral("noSuchTrace")}});
        QCOMPARE(log.index(0, ProtocolLogModel::Type).data().toString(), QStringLiteral("noSuchTrace"));
        QVERIFY(log.index(0, 0).data(ProtocolLogModel::IsErrorRole).toBool());
        QVERIFY(log.index(0, 0).data(Qt::BackgroundRole).isValid());
    }
};

QTEST_MAIN(TestLiveTab)
#include "tst_livetab.moc"
