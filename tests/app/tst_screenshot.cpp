// `hourglass --screenshot` as scripts and the README use it.
#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray err;
};

Run gui(const QStringList &args, const QString &configHome = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (!configHome.isEmpty()) // where QSettings keeps the recent files
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HG_GUI_PATH), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

} // namespace

class TestScreenshot : public QObject
{
    Q_OBJECT
private slots:
    void rendersTheBundledSampleByDefault()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sample.png"));
        const Run r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("1000x700")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QImage image(out);
        QCOMPARE(image.size(), QSize(1000, 700));
    }

    // A screenshot is no file a person opened: the recent-files list stays
    // as it was, and the transforms it was given are not kept for the file.
    void leavesTheRecentFilesAlone()
    {
        QTemporaryDir config, dir;
        const QString settingsPath = config.filePath(QStringLiteral("Hourglass/Hourglass.conf"));
        const QStringList before = {QStringLiteral("/tmp/earlier.json")};
        QSettings(settingsPath, QSettings::IniFormat).setValue(QStringLiteral("recentFiles"), before);
        const Run r = gui({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png")), QStringLiteral("--transform"),
                           QStringLiteral("my-code"), QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-webservice.sentry.json")},
                          config.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QSettings settings(settingsPath, QSettings::IniFormat);
        QCOMPARE(settings.value(QStringLiteral("recentFiles")).toStringList(), before);
        settings.beginGroup(QStringLiteral("transforms"));
        QCOMPARE(settings.allKeys(), QStringList());
    }

    void rendersAChosenViewAndTrack()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("bottomup.png"));
        const Run r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--view"), QStringLiteral("bottomup"),
                           QStringLiteral("--track"), QStringLiteral("main"),
                           QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-webservice.sentry.json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!QImage(out).isNull());
    }

    // A range zoomed into, then one selected within it; a range that is
    // none is said.
    void rendersATimeRange()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("range.png"));
        const QString sample = QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-webservice.sentry.json");
        Run r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--view"), QStringLiteral("timeline"), QStringLiteral("--range"),
                     QStringLiteral("0.5:2"), QStringLiteral("--range"), QStringLiteral("1s:1.5s"), sample});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!QImage(out).isNull());
        r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--range"), QStringLiteral("2:1"), sample});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--range expects START:END"), r.err.constData());
    }

    void rendersAComparison()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("diffgraph.png"));
        const QString sample = QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-webservice.sentry.json");
        Run r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--compare"), QStringLiteral("--view"),
                     QStringLiteral("diffgraph"), sample, sample});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!QImage(out).isNull());
        r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--compare"), sample});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--compare expects two files"));
    }

    void wrongViewTrackOrFileFailsWithAMessage()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.png"));
        const QString sample = QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-webservice.sentry.json");
        Run r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--view"), QStringLiteral("nonsense"), sample});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no view named \"nonsense\""));
        r = gui({QStringLiteral("--screenshot"), out, QStringLiteral("--track"), QStringLiteral("nonsense"), sample});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no track named \"nonsense\""));
        r = gui({QStringLiteral("--screenshot"), out, dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("missing.json"));
        QVERIFY(!QImage(out).isNull()); // the error page, as a person would see it
    }
};

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
