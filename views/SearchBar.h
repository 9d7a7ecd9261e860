#pragma once
#include "BackgroundResult.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QTimer>
#include <QWidget>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace hg {

// The document's search box: plain text or a regular expression over every
// function name, file and module of the whole profile (not only what is on
// screen), run on a worker; shows the match count; Enter / Shift+Enter ask
// for the next / previous match.
class SearchBar : public QWidget
{
    Q_OBJECT
public:
    explicit SearchBar(QWidget *parent = nullptr);
    ~SearchBar() override;
    void setProfile(ProfilePtr profile);
    void setQuery(const QString &text, bool regex = false);
    void focusSearch();
    std::shared_ptr<const FrameSearch::Result> result() const { return m_result; }
    QString query() const;
    bool isRegex() const;

signals:
    void resultChanged(std::shared_ptr<const FrameSearch::Result> result);
    void nextRequested();
    void previousRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void start();
    void onFinished(std::shared_ptr<const FrameSearch::Result> result);
    void showCount();
    void retranslate();

    ProfilePtr m_profile;
    QLineEdit *m_edit;
    QCheckBox *m_regex;
    QLabel *m_count;
    QToolButton *m_previous;
    QToolButton *m_next;
    QTimer m_debounce;
    std::shared_ptr<const FrameSearch::Result> m_result;
    BackgroundResult<std::shared_ptr<const FrameSearch::Result>> m_search;
};

} // namespace hg
