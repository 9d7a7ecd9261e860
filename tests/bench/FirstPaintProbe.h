#pragma once
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace hg {
class DocumentView;
class MainWindow;
}

namespace hg::bench {

// Opens a file in a main window and times, from the open request: the end
// of the load, the end of the first paint of the document's shown page once
// that page is built (what a person first sees of the profile: load, build,
// paint; of a big Firefox profile its first thread, shown while the rest
// loads), the end of the first paint of the whole profile's page, the moment the views the app builds on its own are built (the
// aggregates: call trees, flame graph, op statistics), and the moment every
// page is ready: each of the document's other tabs shown in turn, as a
// person clicking through them would, until none is still being prepared.
// Peak memory is taken at the first paint and at the end.
class FirstPaintProbe : public QObject
{
public:
    struct Times
    {
        double loadedS = -1;
        double firstPaintS = -1;
        double wholePaintS = -1; // the page painted for the whole file (firstPaintS unless a part came first)
        double allBuiltS = -1;
        double everyPageS = -1;
        qint64 peakAtFirstPaint = -1; // VmHWM bytes (bench::PeakMemory)
        QString error; // empty: measured
    };

    // With `waitForAllViews` false it returns after the first paint (allBuiltS
    // and everyPageS stay -1); with it true, it returns on the page first shown.
    Times measure(MainWindow &window, const QString &path, bool waitForAllViews, int timeoutMs = 10 * 60 * 1000);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // One step of the walk through the pages; true once every page is ready.
    bool showNextPage();

    double seconds() const { return double(m_clock.nsecsElapsed()) / 1e9; }

    QElapsedTimer m_clock;
    QPointer<DocumentView> m_view;
    Times m_times;
    double m_lastPaintEnd = -1;
    bool m_inPaint = false;
    bool m_closing = false; // the first paint is done; its last widget's end is being taken
    bool m_closingWhole = false; // the same for the whole file's first paint
    QStringList m_pagesToShow; // the walk's pages still to show
    QString m_firstPage;
    bool m_walking = false;
};

} // namespace hg::bench
