#pragma once
#include "Comparison.h"

#include <QTextBrowser>
#include <memory>

namespace hg {

// The comparison at a glance: each side's total, the largest regressions and
// improvements by self and by total, and the functions new in B or gone from
// it, each list with A, B and the change.
class ComparisonSummary : public QTextBrowser
{
    Q_OBJECT
public:
    static constexpr int kTopCount = 15;

    explicit ComparisonSummary(QWidget *parent = nullptr);
    void setComparison(std::shared_ptr<const Comparison> comparison);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    QString table(const QString &title, const std::vector<std::uint32_t> &functions, bool bySelf) const;

    std::shared_ptr<const Comparison> m_comparison;
};

} // namespace hg
