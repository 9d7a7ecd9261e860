// Every input the fuzzers (tests/fuzz, scripts/fuzz.sh) found a crash, a
// sanitizer report, an escaping exception or a hang with, read again the same
// way: tests/fuzz/regressions/<reader id>/* through that reader, and
// regressions/detect/* through gunzip + detection. Each must give a profile or
// a ReadError, nothing else. (Under ASan/UBSan these are the fuzzers' own
// checks; in the normal build they catch crashes and escaping exceptions.)
#include "../fuzz/FuzzInput.h"
#include "formats/FormatRegistry.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

using namespace hg;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void inputs_data()
    {
        QTest::addColumn<QString>("readerId");
        QTest::addColumn<QString>("path");
        const QDir root(QStringLiteral(HG_FUZZ_REGRESSIONS_DIR));
        QVERIFY2(root.exists(), qPrintable(root.path()));
        for (const QString &dir : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QVERIFY2(dir == QStringLiteral("detect") || FormatRegistry::instance().reader(dir),
                     qPrintable(QStringLiteral("no reader for regressions/%1").arg(dir)));
            QDirIterator it(root.filePath(dir), QDir::Files);
            while (it.hasNext()) {
                const QString path = it.next();
                QTest::newRow(qPrintable(dir + QLatin1Char('/') + it.fileName()))
                    << (dir == QStringLiteral("detect") ? QString() : dir) << path;
            }
        }
    }

    void inputs()
    {
        QFETCH(QString, readerId);
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QElapsedTimer timer;
        timer.start();
        try {
            fuzz::readInput(data, readerId); // a profile or a ReadError
        } catch (const std::exception &e) {
            QFAIL(qPrintable(QStringLiteral("escaped: %1").arg(QString::fromUtf8(e.what()))));
        }
        QVERIFY2(timer.elapsed() < 10000, "took longer than the fuzzers' 10 s timeout");
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
