#include "ComparisonSearch.h"

#include <QApplication>
#include <QEvent>

namespace hg {

namespace {
constexpr int kTypingPauseMs = 200;
}

ComparisonSearch::ComparisonSearch(QWidget *parent)
    : QLineEdit(parent)
    , m_search([this](std::optional<Results> results) {
        if (!results)
            return;
        m_results = std::move(*results);
        showError(m_results.a ? m_results.a->error : QString());
        emit resultsChanged();
    })
{
    setClearButtonEnabled(true);
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 32);
    m_delay.setSingleShot(true);
    m_delay.setInterval(kTypingPauseMs);
    connect(&m_delay, &QTimer::timeout, this, &ComparisonSearch::start);
    connect(this, &QLineEdit::textChanged, &m_delay, qOverload<>(&QTimer::start));
    retranslate();
}

ComparisonSearch::~ComparisonSearch() = default;

void ComparisonSearch::setProfiles(ProfilePtr a, ProfilePtr b)
{
    m_a = std::move(a);
    m_b = std::move(b);
    start();
}

void ComparisonSearch::start()
{
    const QString query = text().trimmed();
    if (query.isEmpty() || !m_a || !m_b) {
        m_search.cancel();
        m_results = {};
        showError(QString());
        emit resultsChanged();
        return;
    }
    // "/.../" is a regular expression.
    const bool regex = query.size() > 2 && query.startsWith(QLatin1Char('/')) && query.endsWith(QLatin1Char('/'));
    const QString pattern = regex ? query.mid(1, query.size() - 2) : query;
    m_search.run([a = m_a, b = m_b, pattern, regex]() {
        return Results{std::make_shared<const FrameSearch::Result>(FrameSearch::run(*a, pattern, regex)),
                       std::make_shared<const FrameSearch::Result>(FrameSearch::run(*b, pattern, regex))};
    });
}

void ComparisonSearch::showError(const QString &error)
{
    setToolTip(error);
    QPalette colours = palette();
    colours.setColor(QPalette::Text, error.isEmpty() ? QApplication::palette().color(QPalette::Text) : QColor(190, 30, 30));
    setPalette(colours);
}

void ComparisonSearch::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLineEdit::changeEvent(event);
}

void ComparisonSearch::retranslate()
{
    setPlaceholderText(tr("Search functions (Ctrl+F; /regex/)"));
}

} // namespace hg
