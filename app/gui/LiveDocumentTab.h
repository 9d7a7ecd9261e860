#pragma once
#include "BackgroundResult.h"
#include "model/Profile.h"

#include <QTimer>
#include <QWidget>
#include <memory>

class QLabel;
class QPushButton;
class QSplitter;

namespace hg {

class DocumentView;
class LiveSource;

// A document that is still being made: any LiveSource (a recording, a
// TraceActor connection) shown in the ordinary DocumentView, refreshed
// several times a second from snapshots taken on a worker thread (a tick is
// skipped while one still runs) without losing the view, track, zoom or
// selection; a status line and Stop above it. When the source finishes, a
// last snapshot is shown and the tab is an ordinary document (saved and
// exported as one); an error it finished with is shown above the views.
class LiveDocumentTab : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshIntervalMs = 200;

    // Takes ownership of `source`.
    explicit LiveDocumentTab(LiveSource *source, QWidget *parent = nullptr);
    ~LiveDocumentTab() override;

    LiveSource *source() const { return m_source.get(); }
    DocumentView *documentView() const { return m_view; }
    // Until the source has finished and its last snapshot is shown.
    bool isLive() const { return !m_done; }
    QString title() const;
    QString status() const;
    QString errorText() const { return m_error; }
    // A name to offer when saving: the source's title, made file-safe.
    QString suggestedBaseName() const;
    // A pane under the views (a protocol log); the tab takes ownership.
    void addPane(QWidget *pane);

public slots:
    void stop();

signals:
    void titleChanged();
    // The source has finished and the document shows all it gathered.
    void becameDocument();

protected:
    void changeEvent(QEvent *event) override;

private:
    void requestSnapshot();
    void onSnapshot(ProfilePtr profile);
    void onSourceFinished(const QString &error);
    void retranslate();

    std::unique_ptr<LiveSource> m_source;
    DocumentView *m_view;
    QSplitter *m_splitter;
    QLabel *m_statusLabel;
    QLabel *m_errorLabel;
    QPushButton *m_stopButton;
    QTimer m_refresh;
    BackgroundResult<ProfilePtr> m_snapshot;
    QString m_status;
    QString m_error;
    bool m_sourceFinished = false;
    bool m_finalRequested = false; // the snapshot after finished() is running
    bool m_done = false;
};

} // namespace hg
