#include "SummaryHeader.h"

#include "formats/ProfileContext.h"
#include "formats/SampleCounts.h"

#include "formats/FormatRegistry.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace hg {

SummaryHeader::SummaryHeader(QWidget *parent)
    : QWidget(parent)
    , m_titleLabel(new QLabel(this))
    , m_facts(new QLabel(this))
    , m_notes(new QLabel(this))
{
    QFont titleFont = m_titleLabel->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_titleLabel->setFont(titleFont);
    m_titleLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->setWordWrap(true);
    m_facts->setTextFormat(Qt::RichText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(2);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_facts);
    layout->addWidget(m_notes);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setStyleSheet(QStringLiteral("QLabel { color: #8a4b00; font-weight: bold; }"));
    m_notes->hide();
}

void SummaryHeader::setProfile(ProfilePtr profile, const QString &title)
{
    m_profile = std::move(profile);
    m_title = title;
    retranslate();
}

void SummaryHeader::setReading(int perMille)
{
    if (perMille == m_readingPerMille)
        return;
    m_readingPerMille = perMille;
    retranslate();
}

void SummaryHeader::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SummaryHeader::retranslate()
{
    m_titleLabel->setText(m_title);
    if (!m_profile) {
        m_facts->clear();
        m_notes->hide();
        return;
    }
    const Profile &p = *m_profile;
    const QLocale locale;
    const FormatModule *reader = FormatRegistry::instance().reader(p.formatId());
    const QString separator = QStringLiteral("   ·   ");
    QStringList facts;
    facts << tr("Format: %1").arg(reader ? reader->displayName() : p.formatId());
    if (m_readingPerMille >= 0) {
        facts << tr("Showing the first thread while the others are read: %1%").arg(m_readingPerMille / 10);
        m_facts->setText(facts.join(separator));
        m_notes->hide();
        return;
    }
    const SampleCounts samples = SampleCounts::of(p);
    if (!samples.untimed) // counts without times have no duration
        facts << tr("Duration: %1").arg(formatDuration(p.duration(), QLocale()));
    facts << tr("Tracks: %1").arg(locale.toString(qulonglong(p.tracks().size())));
    // Counts of what the file holds; an aggregated report has records, not
    // spans or samples.
    if (p.nodeCount() > 0 && p.spanCount() == 0 && samples.samples == 0) {
        facts << tr("Records: %1").arg(locale.toString(qulonglong(p.nodeCount())));
    } else {
        facts << tr("Spans: %1").arg(locale.toString(qulonglong(p.spanCount())));
        facts << (samples.weighted ? tr("Samples: %1 (%2 distinct stacks)")
                                         .arg(locale.toString(qulonglong(samples.samples)), locale.toString(qulonglong(samples.stacks)))
                                   : tr("Samples: %1").arg(locale.toString(qulonglong(samples.samples))));
    }
    if (!p.flows().empty())
        facts << tr("Flows: %1").arg(locale.toString(qulonglong(p.flows().size())));
    facts << tr("Warnings: %1").arg(locale.toString(qulonglong(p.diagnostics().count())));
    // A second line with what the format says about where the profile came from.
    QStringList context;
    for (const ContextFact &fact : ProfileContext::facts(p, locale))
        context << tr("%1: %2").arg(fact.label, fact.value.toHtmlEscaped());
    m_facts->setText(facts.join(separator) + (context.isEmpty() ? QString() : QStringLiteral("<br>") + context.join(separator)));
    const QStringList notes = ProfileContext::notes(p);
    m_notes->setText(QStringLiteral("⚠ ") + notes.join(QStringLiteral("\n⚠ ")));
    m_notes->setVisible(!notes.isEmpty());
}

} // namespace hg
