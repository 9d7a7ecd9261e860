#pragma once
#include "model/TimeRange.h"
#include "sampler/ProcessSampler.h"

#include <optional>
#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace hg {

class MainWindow;
class ComparisonTab;
class DocumentTab;
class DocumentView;
class LiveDocumentTab;

// `hourglass --screenshot OUT.png [--view NAME] [--track NAME] [--range START:END]... [--size WxH] FILE`:
// opens FILE in a real main window, waits until it is loaded and its views
// are built, saves the window as PNG and quits with 0 — or with 1 and one line
// on stderr when the file, the view or the track is wrong (a file that fails
// to load still gets its error page saved). With `--connect ADDRESS` instead
// of FILE it connects to a TraceActor, lets frames stream in for
// `liveMs` and saves the live tab as it is then, protocol log included; with
// `--record PID` or `--record-command CMD` the same for a live recording;
// with `--compare A B`, a comparison's page (`--view compare|diffgraph|...`).
class ScreenshotRunner : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString output;
        QString file;
        QString compareWith; // with it, `file` is A and this B of a comparison
        QString view;
        QString track;
        QString select; // a span to select (its details shown)
        QStringList transforms; // applied in order (spec texts)
        // Time ranges: each but the last zoomed into in turn, the last selected.
        std::vector<TimeRange> ranges;
        QString connect; // a TraceActor's address, instead of a file
        QString traceName;
        std::optional<SamplerOptions> record; // a recording, instead of a file
        int liveMs = 3000;
        QSize size{1280, 800};
    };

    ScreenshotRunner(MainWindow *window, Options options, QObject *parent = nullptr);
    void start();

private:
    void onLoaded(bool ok);
    void onCompared(bool ok);
    bool showComparisonView();
    void onStreamed();
    bool applyViewOptions(DocumentView *view, const QString &what);
    void waitUntilIdle();
    void capture();
    void fail(const QString &message);

    MainWindow *m_window;
    Options m_options;
    DocumentTab *m_tab = nullptr;
    LiveDocumentTab *m_live = nullptr;
    ComparisonTab *m_comparison = nullptr;
    int m_exitCode = 0;
    QTimer m_timeout;
};

} // namespace hg
