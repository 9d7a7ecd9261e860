#pragma once
#include "BackgroundResult.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QLineEdit>
#include <QTimer>
#include <memory>

namespace hg {

// The search box of a comparison (Ctrl+F): the query is run on both
// profiles on a worker shortly after typing stops (FrameSearch: function
// name, file or module; plain text, or a regular expression between
// slashes: /^std::/).
class ComparisonSearch : public QLineEdit
{
    Q_OBJECT
public:
    struct Results
    {
        std::shared_ptr<const FrameSearch::Result> a, b; // null: no search
    };

    explicit ComparisonSearch(QWidget *parent = nullptr);
    ~ComparisonSearch() override;
    void setProfiles(ProfilePtr a, ProfilePtr b);
    const Results &results() const { return m_results; }

signals:
    void resultsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void start();
    // An invalid regular expression: red text, the reason as its tooltip.
    void showError(const QString &error);
    void retranslate();

    ProfilePtr m_a, m_b;
    Results m_results;
    QTimer m_delay;
    BackgroundResult<Results> m_search;
};

} // namespace hg
