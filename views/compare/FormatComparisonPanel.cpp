#include "FormatComparisonPanel.h"

#include "FigureComparisonModel.h"

#include <QEvent>
#include <QHeaderView>
#include <algorithm>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace hg {

namespace {
constexpr int kNameWidth = 360; // long names are cut, so the figures stay in sight
}

FormatComparisonPanel::FormatComparisonPanel(QWidget *parent)
    : QWidget(parent)
    , m_facts(new QLabel(this))
    , m_filter(new QLineEdit(this))
    , m_model(new FigureComparisonModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTreeView(this))
{
    m_facts->setTextFormat(Qt::RichText);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_filter->setClearButtonEnabled(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(FigureComparisonModel::SortRole);
    m_proxy->setFilterKeyColumn(1); // the name
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setSortingEnabled(true);
    m_table->header()->setStretchLastSection(false);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_facts);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    retranslate();
}

void FormatComparisonPanel::setComparison(std::shared_ptr<const FormatComparison> comparison)
{
    m_comparison = std::move(comparison);
    m_model->setComparison(m_comparison ? std::shared_ptr<const FigureComparison>(m_comparison, &m_comparison->figures) : nullptr);
    // The comparison's own order first: the largest change of the first figure.
    m_table->header()->setSortIndicator(-1, Qt::DescendingOrder);
    m_proxy->sort(-1);
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_table->resizeColumnToContents(c);
    m_table->setColumnWidth(1, std::min(m_table->columnWidth(1), kNameWidth));
    showFacts();
}

// Each fact of either side on one row: label, A, B.
void FormatComparisonPanel::showFacts()
{
    if (!m_comparison || (m_comparison->factsA.empty() && m_comparison->factsB.empty())) {
        m_facts->hide();
        return;
    }
    QStringList labels;
    for (const auto *facts : {&m_comparison->factsA, &m_comparison->factsB})
        for (const ContextFact &fact : *facts)
            if (!labels.contains(fact.label))
                labels << fact.label;
    const auto valueOf = [](const std::vector<ContextFact> &facts, const QString &label) {
        for (const ContextFact &fact : facts)
            if (fact.label == label)
                return fact.value;
        return QString();
    };
    QString html = QStringLiteral("<table cellspacing=\"0\"><tr><td></td><td style=\"padding: 0 12px;\"><b>A</b></td>"
                                  "<td style=\"padding: 0 12px;\"><b>B</b></td></tr>");
    for (const QString &label : labels)
        html += QStringLiteral("<tr><td>%1</td><td style=\"padding: 0 12px;\">%2</td><td style=\"padding: 0 12px;\">%3</td></tr>")
                    .arg(label.toHtmlEscaped(), valueOf(m_comparison->factsA, label).toHtmlEscaped(),
                         valueOf(m_comparison->factsB, label).toHtmlEscaped());
    m_facts->setText(html + QStringLiteral("</table>"));
    m_facts->show();
}

void FormatComparisonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FormatComparisonPanel::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter by name…"));
}

} // namespace hg
