#pragma once
#include "BackgroundResult.h"
#include "formats/ProfileLoader.h"

#include <QStackedWidget>
#include <vector>

namespace hg {

class ComparisonView;
class LoadFailedPage;
class LoadingPage;

// A comparison of two files (File > Compare…, `hourglass --compare A B`):
// both load at once with one progress bar and Cancel, then the comparison's
// views; if either fails, its error (naming that file) with Retry.
class ComparisonTab : public QStackedWidget
{
    Q_OBJECT
public:
    ComparisonTab(const QString &pathA, const QString &pathB, QWidget *parent = nullptr);
    ~ComparisonTab() override;

    QString pathA() const { return m_paths[0]; }
    QString pathB() const { return m_paths[1]; }
    QString title() const;
    bool isLoading() const { return m_load.isPending(); }
    bool hasFailed() const { return !m_errorText.isEmpty(); }
    QString errorText() const { return m_errorText; }
    ComparisonView *comparisonView() const { return m_view; }

public slots:
    void load();
    void cancel();

signals:
    void loaded(bool ok);
    void closeRequested();
    // A and B were swapped in the view: the title names them the other way.
    void titleChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onFinished(std::optional<std::vector<LoadResult>> outcome);
    void showError();
    void retranslate();

    QStringList m_paths;
    QString m_errorText;
    LoadingPage *m_loadingPage;
    LoadFailedPage *m_errorPage;
    ComparisonView *m_view = nullptr;
    // Last, so it goes first: the loads stop before the pages they would fill.
    BackgroundResult<std::vector<LoadResult>> m_load;
};

} // namespace hg
