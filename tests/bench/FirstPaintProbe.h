#pragma once
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

namespace hg {
class DocumentView;
class MainWindow;
}

namespace hg::bench {

// Opens a file in a main window and times, from the open request: the end
// of the load, the end of the first paint of the document's shown page once
// that page is built (what a person first sees of the profile: load, build,
// paint), and the moment all of the document's views are built.
class FirstPaintProbe : public QObject
{
public:
    struct Times
    {
        double loadedS = -1;
        double firstPaintS = -1;
        double allBuiltS = -1;
        QString error; // empty: measured
    };

    // With `waitForAllViews` false it returns after the first paint (allBuiltS stays -1).
    Times measure(MainWindow &window, const QString &path, bool waitForAllViews, int timeoutMs = 10 * 60 * 1000);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    double seconds() const { return double(m_clock.nsecsElapsed()) / 1e9; }

    QElapsedTimer m_clock;
    QPointer<DocumentView> m_view;
    Times m_times;
    double m_lastPaintEnd = -1;
    bool m_inPaint = false;
    bool m_closing = false; // the first paint is done; its last widget's end is being taken
};

} // namespace hg::bench
