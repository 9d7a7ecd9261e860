#pragma once
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace hg {

// What a tab shows while its files load: what is being opened, a progress
// bar with how much is read, and Cancel (which says "Cancelling…" until the
// readers stop).
class LoadingPage : public QWidget
{
    Q_OBJECT
public:
    explicit LoadingPage(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    // Back to the start: no progress, Cancel enabled.
    void restart();
    void setProgress(int perMille, const QString &text);
    bool isCancelling() const { return m_cancelling; }

public slots:
    // As the Cancel button: says "Cancelling…" and asks the tab to stop.
    void cancel();

signals:
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title;
    QProgressBar *m_progress;
    QLabel *m_progressText;
    QPushButton *m_cancel;
    bool m_cancelling = false;
};

// What a tab shows when its files could not be opened: the error (file,
// where, what) with Retry and Close.
class LoadFailedPage : public QWidget
{
    Q_OBJECT
public:
    explicit LoadFailedPage(QWidget *parent = nullptr);

    void setError(const QString &title, const QString &error);

signals:
    void retryRequested();
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_retry;
    QPushButton *m_close;
};

} // namespace hg
