// The item models of the GUI (app/gui) under QAbstractItemModelTester. The
// Record dialog's process list, filled from this machine's /proc: the first
// scan, and a second one that replaces it with CPU shares; a child process is
// among the rows (the list leaves out the process showing it). The protocol
// log, through a long trace that makes it drop its oldest rows.
#include "ProcessListModel.h"
#include "ProtocolLogModel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

using namespace hg;

class TestGuiModels : public QObject
{
    Q_OBJECT
private slots:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void passesTheModelTesterThroughTwoScans()
    {
        QProcess child;
        child.start(QStringLiteral("sleep"), {QStringLiteral("30")});
        QVERIFY(child.waitForStarted());
        const auto childPid = pid_t(child.processId());

        ProcessListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy refreshed(&model, &ProcessListModel::refreshed);
        QVERIFY(refreshed.wait(10000));
        QVERIFY(model.rowCount() > 0);
        const int row = model.rowOf(childPid);
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, ProcessListModel::Pid).data().toString(), QString::number(childPid));
        QVERIFY(model.index(row, ProcessListModel::Command).data().toString().contains(QStringLiteral("sleep")));
        model.refresh();
        QVERIFY(refreshed.wait(10000));
        QVERIFY(model.rowOf(childPid) >= 0);
        QVERIFY(model.index(0, ProcessListModel::Cpu).data(ProcessListModel::SortRole).isValid());
        child.kill();
        child.waitForFinished();
    }

    void protocolLogDropsItsOldestRowsOnALongTrace()
    {
        ProtocolLogModel log;
        auto tester = std::make_unique<QAbstractItemModelTester>(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        using Direction = TraceActorClient::Direction;
        log.add(Direction::Sent, QJsonObject{{QStringLiteral("to"), QStringLiteral("root")}, {QStringLiteral("type"), QStringLiteral("attach")}});
        log.add(Direction::Received, QJsonObject{{QStringLiteral("from"), QStringLiteral("root")},
                                                 {QStringLiteral("error"), QStringLiteral("wrongState")},
                                                 {QStringLiteral("message"), QStringLiteral("already tracing")}});
        const QJsonObject frame{{QStringLiteral("name"), QStringLiteral("tick")}, {QStringLiteral("depth"), 1}};
        for (int i = 0; i < ProtocolLogModel::kMaxRows; ++i) {
            // The tester walks every row at each change: it watches the first
            // rows and the drop, not the thousands between.
            if (i == 10)
                tester.reset();
            if (i == ProtocolLogModel::kMaxRows - 10)
                tester = std::make_unique<QAbstractItemModelTester>(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
            log.add(Direction::Received, QJsonObject{{QStringLiteral("from"), QStringLiteral("root")},
                                                     {QStringLiteral("type"), QStringLiteral("traces")},
                                                     {QStringLiteral("traces"), QJsonArray{frame, frame}}});
        }
        QCOMPARE(log.rowCount(), ProtocolLogModel::kMaxRows - ProtocolLogModel::kMaxRows / 5 + 2);
        QCOMPARE(log.index(0, ProtocolLogModel::Type).data().toString(), QStringLiteral("traces (2)"));
    }

    void aRefreshWhileAScanRunsIsSkipped()
    {
        ProcessListModel model; // its first scan starts at once
        QSignalSpy refreshed(&model, &ProcessListModel::refreshed);
        model.refresh();
        model.refresh();
        QVERIFY(refreshed.wait(10000));
        QTest::qWait(200);
        QCOMPARE(refreshed.size(), 1);
    }
};

QTEST_MAIN(TestGuiModels)
#include "tst_guimodels.moc"
