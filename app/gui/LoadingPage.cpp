#include "LoadingPage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace hg {

namespace {

// The page's content centred, a third of its width.
QVBoxLayout *centredContent(QWidget *page)
{
    auto *outer = new QVBoxLayout(page);
    outer->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    auto *content = new QVBoxLayout;
    row->addLayout(content, 3);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(2);
    return content;
}

} // namespace

LoadingPage::LoadingPage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_progressText(new QLabel(this))
    , m_cancel(new QPushButton(this))
{
    m_title->setWordWrap(true);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    QVBoxLayout *content = centredContent(this);
    content->addWidget(m_title);
    content->addWidget(m_progress);
    content->addWidget(m_progressText);
    content->addWidget(m_cancel, 0, Qt::AlignRight);
    connect(m_cancel, &QPushButton::clicked, this, &LoadingPage::cancel);
    retranslate();
}

void LoadingPage::setTitle(const QString &title)
{
    m_title->setText(title);
}

void LoadingPage::restart()
{
    m_cancelling = false;
    m_progress->setValue(0);
    m_progressText->clear();
    m_cancel->setEnabled(true);
}

void LoadingPage::cancel()
{
    if (m_cancelling)
        return;
    m_cancelling = true;
    m_cancel->setEnabled(false);
    m_progressText->setText(tr("Cancelling…"));
    emit cancelRequested();
}

void LoadingPage::setProgress(int perMille, const QString &text)
{
    m_progress->setValue(perMille);
    if (!m_cancelling) // "Cancelling…" stays
        m_progressText->setText(text);
}

void LoadingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LoadingPage::retranslate()
{
    m_cancel->setText(tr("Cancel"));
}

LoadFailedPage::LoadFailedPage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_retry(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setTextFormat(Qt::PlainText);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_close);
    QVBoxLayout *content = centredContent(this);
    content->addWidget(m_title);
    content->addWidget(m_text);
    content->addLayout(buttons);
    connect(m_retry, &QPushButton::clicked, this, &LoadFailedPage::retryRequested);
    connect(m_close, &QPushButton::clicked, this, &LoadFailedPage::closeRequested);
    retranslate();
}

void LoadFailedPage::setError(const QString &title, const QString &error)
{
    m_title->setText(title);
    m_text->setText(error);
}

void LoadFailedPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LoadFailedPage::retranslate()
{
    m_retry->setText(tr("Retry"));
    m_close->setText(tr("Close"));
}

} // namespace hg
