#pragma once
#include "model/Profile.h"

#include <QObject>
#include <QString>

namespace hg {

// Something that produces a profile while it runs: a recording of a local
// process, or frames streaming in over the TraceActor protocol. The GUI
// shows its snapshots as they grow and turns the last one into an ordinary
// document when it finishes; the CLI saves it.
class LiveSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Everything so far as a Profile. Thread-safe: called on a worker
    // thread while the source keeps running.
    virtual ProfilePtr snapshot() = 0;
    // Asks the source to end; it emits finished() once it has.
    virtual void stop() = 0;
    // For the tab title ("Recording: make (pid 1234)", "localhost:6000").
    virtual QString title() const = 0;

signals:
    // A short, translated status line ("1234 samples, 8 threads, 12.3 s").
    void progress(const QString &status);
    // The source has ended; `error` is empty after a clean stop and says
    // what happened otherwise (what was gathered until then stays readable).
    void finished(const QString &error);
};

} // namespace hg
