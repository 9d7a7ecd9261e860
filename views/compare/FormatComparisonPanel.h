#pragma once
#include "FormatComparison.h"

#include <QWidget>
#include <memory>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace hg {

class FigureComparisonModel;

// A format's own comparison: its facts of A and B (a PocketMine server's
// TPS and load, an XSpace's devices) over its figures of both side by side,
// sortable and filtered by name.
class FormatComparisonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FormatComparisonPanel(QWidget *parent = nullptr);
    void setComparison(std::shared_ptr<const FormatComparison> comparison);
    QTreeView *table() const { return m_table; }
    FigureComparisonModel *model() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void showFacts();
    void retranslate();

    std::shared_ptr<const FormatComparison> m_comparison;
    QLabel *m_facts;
    QLineEdit *m_filter;
    FigureComparisonModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_table;
};

} // namespace hg
