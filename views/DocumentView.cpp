#include "DocumentView.h"

#include "CallTreeView.h"
#include "SummaryHeader.h"
#include "TrackSelector.h"
#include "TrackTableModel.h"
#include "WarningListModel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace hg {

namespace {
// Tab order; names are the --view names.
const char *const kViewNames[] = {"calltree", "bottomup", "tracks", "warnings"};
}

DocumentView::DocumentView(QWidget *parent)
    : QWidget(parent)
    , m_header(new SummaryHeader(this))
    , m_trackLabel(new QLabel(this))
    , m_tracks(new TrackSelector(this))
    , m_tabs(new QTabWidget(this))
    , m_topDown(new CallTreeView(CallTree::Direction::TopDown, this))
    , m_bottomUp(new CallTreeView(CallTree::Direction::BottomUp, this))
    , m_trackModel(new TrackTableModel(this))
    , m_trackTable(new QTableView(this))
    , m_warningModel(new WarningListModel(this))
    , m_warningList(new QListView(this))
{
    m_trackTable->setModel(m_trackModel);
    m_trackTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_trackTable->horizontalHeader()->setStretchLastSection(true);
    m_trackTable->verticalHeader()->hide();
    m_trackTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_warningList->setModel(m_warningModel);
    m_warningList->setWordWrap(true);
    m_warningList->setAlternatingRowColors(true);

    m_tabs->addTab(m_topDown, QString());
    m_tabs->addTab(m_bottomUp, QString());
    m_tabs->addTab(m_trackTable, QString());
    m_tabs->addTab(m_warningList, QString());
    m_tabs->setDocumentMode(true);

    auto *trackRow = new QHBoxLayout;
    trackRow->setContentsMargins(8, 0, 8, 0);
    trackRow->addWidget(m_trackLabel);
    trackRow->addWidget(m_tracks);
    trackRow->addStretch(1);
    m_trackLabel->setBuddy(m_tracks);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_header);
    layout->addLayout(trackRow);
    layout->addWidget(m_tabs, 1);

    connect(m_tracks, &TrackSelector::selectionChanged, this, &DocumentView::updateViews);
    connect(m_topDown, &CallTreeView::built, this, &DocumentView::onViewBuilt);
    connect(m_bottomUp, &CallTreeView::built, this, &DocumentView::onViewBuilt);
    retranslate();
}

void DocumentView::setProfile(ProfilePtr profile, const QString &title)
{
    m_profile = std::move(profile);
    m_header->setProfile(m_profile, title);
    m_tracks->setProfile(m_profile);
    m_trackModel->setProfile(m_profile);
    m_warningModel->setProfile(m_profile);
    m_trackLabel->setVisible(m_profile->tracks().size() > 1);
    m_tracks->setVisible(m_profile->tracks().size() > 1);
    retranslate();
    updateViews();
}

QStringList DocumentView::viewNames()
{
    QStringList names;
    for (const char *name : kViewNames)
        names << QString::fromLatin1(name);
    return names;
}

bool DocumentView::showView(const QString &name)
{
    const int index = int(viewNames().indexOf(name));
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

QString DocumentView::currentViewName() const { return viewNames().value(m_tabs->currentIndex()); }

bool DocumentView::selectTrack(const QString &name) { return m_tracks->selectTrackNamed(name); }

bool DocumentView::isBusy() const { return m_topDown->isBuilding() || m_bottomUp->isBuilding(); }

void DocumentView::updateViews()
{
    if (!m_profile)
        return;
    const std::vector<std::uint32_t> tracks = m_tracks->selectedTracks();
    m_topDown->setProfile(m_profile, tracks);
    m_bottomUp->setProfile(m_profile, tracks);
}

void DocumentView::onViewBuilt()
{
    if (!isBusy())
        emit idle();
}

void DocumentView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DocumentView::retranslate()
{
    m_trackLabel->setText(tr("&Track:"));
    m_tabs->setTabText(0, tr("Call Tree"));
    m_tabs->setTabText(1, tr("Bottom-Up"));
    m_tabs->setTabText(2, tr("Tracks"));
    const std::size_t warnings = m_profile ? m_profile->diagnostics().count() : 0;
    m_tabs->setTabText(3, tr("Warnings (%1)").arg(warnings));
}

} // namespace hg
