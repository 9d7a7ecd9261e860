#include "RangeBar.h"

#include "Breadcrumbs.h"
#include "DocumentRange.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

namespace hg {

namespace {

QString rangeText(TimeRange range)
{
    const QLocale locale;
    return RangeBar::tr("%1 to %2").arg(formatDuration(range.from, locale), formatDuration(range.to, locale));
}

} // namespace

RangeBar::RangeBar(DocumentRange &range, QWidget *parent)
    : QWidget(parent)
    , m_range(range)
    , m_crumbs(new QHBoxLayout)
    , m_selection(new QLabel(this))
    , m_zoom(new QToolButton(this))
    , m_clear(new QToolButton(this))
{
    m_crumbs->setSpacing(0);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 0, 8, 0);
    row->addLayout(m_crumbs);
    row->addSpacing(12);
    row->addWidget(m_selection);
    row->addWidget(m_zoom);
    row->addWidget(m_clear);
    row->addStretch(1);
    m_zoom->setIcon(QIcon::fromTheme(QStringLiteral("zoom-in")));
    m_zoom->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_zoom, &QToolButton::clicked, &m_range, &DocumentRange::commit);
    connect(m_clear, &QToolButton::clicked, &m_range, &DocumentRange::clearSelection);
    connect(&m_range, &DocumentRange::changed, this, &RangeBar::rebuild);
    rebuild();
}

void RangeBar::rebuild()
{
    breadcrumbs::clear(m_crumbs);
    const TimeRanges &ranges = m_range.ranges();
    setVisible(!ranges.committed.empty() || ranges.selection);
    const auto addCrumb = [this, &ranges](const QString &text, const QString &toolTip, std::size_t level) {
        QToolButton *crumb = breadcrumbs::add(m_crumbs, text, level == ranges.committed.size());
        crumb->setToolTip(toolTip);
        connect(crumb, &QToolButton::clicked, &m_range, [this, level] { m_range.goTo(level); });
    };
    addCrumb(tr("Full range"), tr("The whole profile"), 0);
    for (std::size_t i = 0; i < ranges.committed.size(); ++i)
        addCrumb(formatDuration(ranges.committed[i].length(), QLocale()), rangeText(ranges.committed[i]), i + 1);

    const bool selected = ranges.selection.has_value();
    m_selection->setVisible(selected);
    m_zoom->setVisible(selected);
    m_clear->setVisible(selected);
    if (selected) {
        m_selection->setText(tr("Selection: %1").arg(formatDuration(ranges.selection->length(), QLocale())));
        m_selection->setToolTip(rangeText(*ranges.selection));
    }
    m_zoom->setText(tr("Zoom"));
    m_zoom->setToolTip(tr("Zoom into the selection (Enter); the breadcrumb goes back out"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Clear the selection (Esc)"));
}

void RangeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace hg
