#pragma once
#include "BackgroundResult.h"
#include "formats/ProfileLoader.h"

#include <QStackedWidget>
#include <memory>

class QSemaphore;

namespace hg {

class DocumentView;
class LoadFailedPage;
class LoadingPage;

// One opened file, or several opened as one (File > Open as One: merged,
// a track group per file): while loading, a progress page with Cancel; then
// the document's views; on failure, the error (file, where, what) with Retry.
class DocumentTab : public QStackedWidget
{
    Q_OBJECT
public:
    explicit DocumentTab(const QString &path, QWidget *parent = nullptr);
    // Files and folders merged into one document.
    explicit DocumentTab(const QStringList &mergedPaths, QWidget *parent = nullptr);
    ~DocumentTab() override;

    QString path() const { return m_path; } // the first file of a merged document
    bool isMerged() const { return !m_mergedPaths.isEmpty(); }
    QStringList mergedPaths() const { return m_mergedPaths; }
    QString title() const;
    bool isLoading() const { return m_load.isPending(); }
    bool hasFailed() const { return m_error.has_value(); }
    std::optional<LoadError> error() const { return m_error; }
    // The document's view once it shows a profile (null while loading and
    // after a failed load).
    DocumentView *documentView() const;
    // The view on screen: documentView(), or while the rest of a big file
    // loads, its first part (a Firefox profile's first thread).
    DocumentView *shownView() const;
    // Whether the transforms are saved with the file and restored on
    // opening it (SavedTransforms); never for a merged document.
    void setRemembersTransforms(bool remembers) { m_remembersTransforms = remembers; }

public slots:
    void load();
    void cancel();

signals:
    void loaded(bool ok);
    // shownView() is on screen, with a part of the file or all of it.
    void viewShown();
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onFinished(std::optional<LoadResult> outcome);
    // A first part of the file to show while the rest loads (on the GUI thread).
    // perMille: the progress of the load when the part was made.
    void onPreview(ProfilePtr part, int perMille);
    // The progress shown with the part (DocumentView::setReading).
    void showReading(int perMille);
    // Shows the view, painted once its page is built.
    void showView();
    // Paints the loaded document's view (once its page is built).
    void reveal();
    void makeView();
    void showError();
    void retranslate();
    bool remembersTransforms() const { return m_remembersTransforms && !isMerged(); }

    QString m_path;
    QStringList m_mergedPaths;
    bool m_remembersTransforms = true;
    std::optional<LoadError> m_error;
    QString m_errorText;
    LoadingPage *m_loadingPage;
    LoadFailedPage *m_errorPage;

    DocumentView *m_view = nullptr;
    bool m_revealPending = false; // shown, not painted until its page is built
    bool m_previewing = false; // the view shows a first part of the file; the rest loads
    int m_readingPerMille = 0; // the load's progress shown with the part
    // Released once the first part is painted: the rest of the load waits
    // for it (kPartWaitMs at most), so the part's page has the cores.
    std::shared_ptr<QSemaphore> m_partShown;
    static constexpr int kPartWaitMs = 250;
    void releasePartWait();
    static constexpr int kRevealWaitMs = 100;
    // Declared last so it goes first: the load is cancelled and waited for
    // before the pages it would fill.
    BackgroundResult<LoadResult> m_load;
};

} // namespace hg
