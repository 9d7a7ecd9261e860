// hourglass: the GUI (see DESIGN.md, "Command line").
#include "DocumentRange.h"
#include "DocumentTab.h"
#include "DocumentView.h"
#include "LanguageSwitcher.h"
#include "MainWindow.h"
#include "ScreenshotRunner.h"
#include "SettingsWriter.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QProcess>
#include <QTextStream>
#include <cstdio>
#include <cstdlib>

namespace {

// The exit gives the memory back at once, where freeing a big document's
// model and views took seconds. Settings written off the GUI thread
// (SettingsWriter) are waited for first: no destructor does it here.
int quit(const hg::MainWindow &window, int code)
{
    if (!window.quitsWithoutCleanup())
        return code;
    hg::SettingsWriter::flush();
    std::fflush(nullptr);
    std::_Exit(code);
}

bool wantsScreenshot(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "--screenshot") == 0 || qstrncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // A screenshot needs no screen: render offscreen unless a display is there.
    if (wantsScreenshot(argc, argv) && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Hourglass"));
    QApplication::setApplicationName(QStringLiteral("Hourglass"));
    QApplication::setApplicationVersion(QStringLiteral(HOURGLASS_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/hourglass.svg")));

    hg::LanguageSwitcher languages;

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Hourglass, a viewer for timings and profiles."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QApplication::translate("main", "Render FILE to a PNG image and exit."), QStringLiteral("OUT.png"));
    const QCommandLineOption view(QStringLiteral("view"), QApplication::translate("main", "The view to show."), QStringLiteral("NAME"));
    const QCommandLineOption track(QStringLiteral("track"), QApplication::translate("main", "The track to show."), QStringLiteral("NAME"));
    const QCommandLineOption size(QStringLiteral("size"), QApplication::translate("main", "Window size for --screenshot."), QStringLiteral("WxH"));
    const QCommandLineOption select(QStringLiteral("select"), QApplication::translate("main", "A span to select for --screenshot (its details shown)."), QStringLiteral("NAME"));
    const QCommandLineOption connectTo(QStringLiteral("connect"),
        QApplication::translate("main", "Connect to the TraceActor at ADDRESS (HOST:PORT or a Unix socket path) and trace it live."), QStringLiteral("ADDRESS"));
    const QCommandLineOption traceName(QStringLiteral("trace"), QApplication::translate("main", "The name of the trace --connect starts."), QStringLiteral("NAME"));
    const QCommandLineOption recordPid(QStringLiteral("record"),
        QApplication::translate("main", "Record the running process PID live."), QStringLiteral("PID"));
    const QCommandLineOption recordCommand(QStringLiteral("record-command"),
        QApplication::translate("main", "Start COMMAND (one argument, quoted) and record it live."), QStringLiteral("COMMAND"));
    const QCommandLineOption transform(QStringLiteral("transform"),
                                       QApplication::translate("main", "A transform to apply for --screenshot (repeatable, in order; as hourglass-cli tree --transform)."),
                                       QStringLiteral("SPEC"));
    const QCommandLineOption range(QStringLiteral("range"),
                                   QApplication::translate("main", "A time range to select, START:END in seconds from the start or with a unit (200ms:1.5s); "
                                                                   "given again, the one before is zoomed into."),
                                   QStringLiteral("START:END"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QApplication::translate("main", "Compare two profiles: the files A (before) and B (after)."));
    parser.addOptions({screenshot, view, track, size, select, transform, range, connectTo, traceName, recordPid, recordCommand, compare});
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("main", "Profiles to open."), QStringLiteral("[FILE...]"));
    parser.process(app);

    hg::MainWindow window(&languages);
    const QStringList files = parser.positionalArguments();
    std::optional<hg::SamplerOptions> record;
    if (parser.isSet(recordPid) || parser.isSet(recordCommand)) {
        record.emplace();
        record->pid = parser.value(recordPid).toInt();
        record->command = QProcess::splitCommand(parser.value(recordCommand));
        if (record->command.isEmpty() && record->pid <= 0) {
            QTextStream(stderr) << QApplication::translate("main", "--record expects a process id, --record-command a command") << Qt::endl;
            return 2;
        }
    }

    std::vector<hg::TimeRange> ranges;
    for (const QString &text : parser.values(range)) {
        const std::optional<hg::TimeRange> parsed = hg::TimeRange::parse(text);
        if (!parsed) {
            QTextStream(stderr) << QApplication::translate("main", "--range expects START:END with START before END, in seconds or with a unit "
                                                                   "(ns, us, ms, s), e.g. 1.5:2 or 200ms:1s; got \"%1\"").arg(text)
                                << Qt::endl;
            return 2;
        }
        ranges.push_back(*parsed);
    }

    if (parser.isSet(compare) && files.size() != 2) {
        QTextStream(stderr) << QApplication::translate("main", "--compare expects two files, A and B") << Qt::endl;
        return 2;
    }

    if (parser.isSet(screenshot)) {
        hg::ScreenshotRunner::Options options;
        options.output = parser.value(screenshot);
        options.file = files.value(0, hg::MainWindow::kSamplePath);
        if (parser.isSet(compare))
            options.compareWith = files.value(1);
        options.view = parser.value(view);
        options.track = parser.value(track);
        options.select = parser.value(select);
        options.transforms = parser.values(transform);
        options.ranges = ranges;
        options.connect = parser.value(connectTo);
        options.traceName = parser.value(traceName);
        options.record = record;
        if (parser.isSet(size)) {
            const QStringList wh = parser.value(size).split(QLatin1Char('x'));
            bool okW = false, okH = false;
            const int w = wh.value(0).toInt(&okW), h = wh.value(1).toInt(&okH);
            if (wh.size() != 2 || !okW || !okH || w < 200 || h < 150 || w > 8000 || h > 8000) {
                QTextStream(stderr) << QApplication::translate("main", "--size expects WIDTHxHEIGHT, e.g. 1600x1000") << Qt::endl;
                return 2;
            }
            options.size = QSize(w, h);
        }
        hg::ScreenshotRunner runner(&window, options);
        runner.start();
        return quit(window, app.exec());
    }

    window.show();
    if (record)
        window.startRecording(*record);
    else if (parser.isSet(connectTo))
        window.connectToActor(parser.value(connectTo), parser.value(traceName));
    else if (parser.isSet(compare))
        window.compareFiles(files.value(0), files.value(1));
    else if (files.isEmpty())
        window.openSample();
    if (!parser.isSet(compare))
        for (const QString &file : files) {
            hg::DocumentTab *tab = window.openFile(file);
            if (tab && !ranges.empty())
                QObject::connect(tab, &hg::DocumentTab::loaded, tab, [tab, ranges](bool ok) {
                    if (ok)
                        tab->documentView()->timeRange().selectNested(ranges);
                });
        }
    return quit(window, app.exec());
}
