#include "LiveDocumentTab.h"

#include "DocumentView.h"
#include "sampler/LiveSource.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QVBoxLayout>

namespace hg {

LiveDocumentTab::LiveDocumentTab(LiveSource *source, QWidget *parent)
    : QWidget(parent)
    , m_source(source)
    , m_view(new DocumentView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_statusLabel(new QLabel(this))
    , m_errorLabel(new QLabel(this))
    , m_stopButton(new QPushButton(this))
    , m_snapshot([this](std::optional<ProfilePtr> profile) { onSnapshot(profile.value_or(nullptr)); })
{
    m_source->setParent(nullptr); // owned by m_source, whatever its parent was
    m_snapshot.waitOnDestruction(); // a snapshot reads m_source
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
    m_errorLabel->hide();
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(8, 4, 8, 0);
    statusRow->addWidget(m_statusLabel, 1);
    statusRow->addWidget(m_stopButton);
    m_splitter->addWidget(m_view);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(statusRow);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_splitter, 1);

    connect(m_stopButton, &QPushButton::clicked, this, &LiveDocumentTab::stop);
    connect(m_source.get(), &LiveSource::progress, this, [this](const QString &status) {
        m_status = status;
        m_statusLabel->setText(status);
    });
    connect(m_source.get(), &LiveSource::finished, this, &LiveDocumentTab::onSourceFinished);
    m_refresh.setInterval(kRefreshIntervalMs);
    connect(&m_refresh, &QTimer::timeout, this, &LiveDocumentTab::requestSnapshot);
    m_refresh.start();
    retranslate();
    requestSnapshot();
}

LiveDocumentTab::~LiveDocumentTab()
{
    // The worker reads the source: it must be done before the source goes.
    m_refresh.stop();
    m_snapshot.wait();
    m_source->disconnect(this);
    if (!m_sourceFinished)
        m_source->stop();
}

QString LiveDocumentTab::title() const
{
    // A dot marks a document that is still growing.
    return m_done ? m_source->title() : QStringLiteral("● ") + m_source->title();
}

QString LiveDocumentTab::status() const { return m_statusLabel->text(); }

QString LiveDocumentTab::suggestedBaseName() const
{
    QString name = m_source->title();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
    return name.isEmpty() ? QStringLiteral("live") : name;
}

void LiveDocumentTab::addPane(QWidget *pane)
{
    m_splitter->addWidget(pane);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(m_splitter->indexOf(pane), 1);
    m_splitter->setSizes({3 * height(), height()}); // the views keep most of the room
}

void LiveDocumentTab::stop()
{
    m_stopButton->setEnabled(false);
    m_source->stop();
}

void LiveDocumentTab::requestSnapshot()
{
    if (m_snapshot.isPending())
        return; // the previous one is still being made: skip this tick
    LiveSource *source = m_source.get();
    m_finalRequested = m_sourceFinished;
    m_snapshot.run([source]() -> ProfilePtr {
        try {
            return source->snapshot();
        } catch (const std::exception &) {
            return nullptr; // this tick shows nothing new; the next one tries again
        }
    });
}

void LiveDocumentTab::onSnapshot(ProfilePtr profile)
{
    if (profile)
        m_view->updateProfile(profile, m_source->title());
    if (!m_sourceFinished || m_done)
        return;
    if (!m_finalRequested) {
        // This one began before the source finished: take the last one now.
        requestSnapshot();
        return;
    }
    m_done = true;
    retranslate();
    emit titleChanged();
    emit becameDocument();
}

void LiveDocumentTab::onSourceFinished(const QString &error)
{
    m_sourceFinished = true;
    m_refresh.stop();
    m_error = error;
    m_stopButton->setEnabled(false);
    requestSnapshot(); // skipped if one runs; onSnapshot then asks again
}

void LiveDocumentTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LiveDocumentTab::retranslate()
{
    m_stopButton->setText(tr("Stop"));
    m_stopButton->setToolTip(tr("End the recording or trace and keep what it gathered as a document"));
    m_stopButton->setVisible(!m_done);
    if (m_done) {
        const QString ending = m_error.isEmpty() ? tr("Finished") : tr("Ended with an error");
        m_statusLabel->setText(m_status.isEmpty() ? ending : QStringLiteral("%1 — %2").arg(ending, m_status));
        m_errorLabel->setText(tr("The live source ended with an error: %1").arg(m_error));
        m_errorLabel->setVisible(!m_error.isEmpty());
    } else if (m_status.isEmpty()) {
        m_statusLabel->setText(tr("Starting %1…").arg(m_source->title()));
    }
}

} // namespace hg
