#include "StepsPanel.h"
#include "ItemContextMenu.h"

#include "ClientTimingsChart.h"
#include "CustomTimingsPane.h"
#include "StepTreeModel.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace hg {

namespace k = miniprofiler::key;

namespace {

enum BottomTab { CallsTab, RepeatedTab, ClientTab, RequestTab };
constexpr double kDefaultTrivialMs = 2.0; // MiniProfiler's default threshold

std::optional<AttributeValue> trackAttribute(const Profile &profile, TrackId track, std::string_view key)
{
    return profile.tracks()[track].attributes.findNamed(0, profile.strings(), key);
}

QString msText(TimePs ps) { return QLocale().toString(double(ps) / double(kPsPerMs), 'f', 1); }

} // namespace

StepsPanel::StepsPanel(QWidget *parent)
    : QWidget(parent)
    , m_hideTrivial(new QCheckBox(this))
    , m_threshold(new QDoubleSpinBox(this))
    , m_hiddenLabel(new QLabel(this))
    , m_model(new StepTreeModel(this))
    , m_tree(new QTreeView(this))
    , m_tabs(new QTabWidget(this))
    , m_calls(new CustomTimingsPane(this))
    , m_repeatedModel(new QStandardItemModel(this))
    , m_repeated(new QTreeView(this))
    , m_client(new ClientTimingsChart(this))
    , m_info(new QLabel(this))
{
    m_hideTrivial->setChecked(true);
    m_threshold->setRange(0.0, 60000.0);
    m_threshold->setDecimals(1);
    m_threshold->setSingleStep(0.5);
    m_threshold->setValue(kDefaultTrivialMs);

    m_tree->setModel(m_model);
    enableItemContextMenu(m_tree, [this](QMenu *menu) { emit contextMenuOpening(menu); });
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_repeated->setModel(m_repeatedModel);
    m_repeated->setRootIsDecorated(false);
    m_repeated->setAlternatingRowColors(true);
    m_repeated->setWordWrap(true);

    auto *clientScroll = new QScrollArea(this);
    clientScroll->setWidget(m_client);
    clientScroll->setWidgetResizable(true);

    m_info->setTextFormat(Qt::RichText);
    m_info->setOpenExternalLinks(true); // a link opens only when clicked; its URL is shown as its text
    m_info->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_info->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_info->setWordWrap(true);
    m_info->setMargin(8);
    auto *infoScroll = new QScrollArea(this);
    infoScroll->setWidget(m_info);
    infoScroll->setWidgetResizable(true);

    m_tabs->addTab(m_calls, QString());
    m_tabs->addTab(m_repeated, QString());
    m_tabs->addTab(clientScroll, QString());
    m_tabs->addTab(infoScroll, QString());
    m_tabs->setDocumentMode(true);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *toolRow = new QHBoxLayout;
    toolRow->setContentsMargins(8, 4, 8, 0);
    toolRow->addWidget(m_hideTrivial);
    toolRow->addWidget(m_threshold);
    toolRow->addWidget(m_hiddenLabel);
    toolRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolRow);
    layout->addWidget(splitter, 1);

    connect(m_hideTrivial, &QCheckBox::toggled, this, &StepsPanel::applyTrivialFilter);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &StepsPanel::applyTrivialFilter);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            showStep(current.data(StepTreeModel::StepRole).toUInt());
    });
    connect(m_calls, &CustomTimingsPane::callSelected, this, &StepsPanel::spanSelected);
    retranslate();
}

TrackId StepsPanel::requestTrackOf(const Profile &profile, TrackId track)
{
    if (const std::optional<AttributeValue> of = trackAttribute(profile, track, k::kClientTimingsOf); of && of->u < profile.tracks().size())
        return TrackId(std::uint32_t(of->u));
    return track;
}

TrackId StepsPanel::clientTrackOf(const Profile &profile, TrackId requestTrack)
{
    for (TrackId t{0}; t < profile.tracks().size(); ++t)
        if (const std::optional<AttributeValue> of = trackAttribute(profile, t, k::kClientTimingsOf); of && of->u == requestTrack)
            return t;
    return kNoId;
}

void StepsPanel::setRequest(ProfilePtr profile, TrackId track)
{
    m_profile = std::move(profile);
    if (!m_profile || track >= m_profile->tracks().size())
        return;
    m_track = requestTrackOf(*m_profile, track);
    const std::optional<AttributeValue> threshold = trackAttribute(*m_profile, m_track, k::kTrivialThreshold);
    {
        const QSignalBlocker blocker(m_threshold);
        m_threshold->setValue(threshold && threshold->kind == AttributeValue::Kind::Double ? threshold->d : kDefaultTrivialMs);
    }
    m_model->setRequest(m_profile, m_track);
    const StepTree *tree = m_model->tree();
    m_requestStart = tree && !tree->roots().empty() ? m_profile->tracks()[m_track].spans.start(tree->steps()[tree->roots().front()].span) : 0;
    std::vector<std::uint32_t> allCalls;
    if (tree)
        for (const StepTree::Step &s : tree->steps())
            allCalls.insert(allCalls.end(), s.calls.begin(), s.calls.end());
    m_duplicates = std::make_shared<CallDuplicates>(CallDuplicates::find(*m_profile, m_track, allCalls));
    applyTrivialFilter();
    fillRepeatedQueries();
    fillRequestInfo();

    const TrackId client = clientTrackOf(*m_profile, m_track);
    QString note;
    if (const std::optional<AttributeValue> redirects = trackAttribute(*m_profile, m_track, k::kRedirectCount))
        note = tr("Redirects: %1").arg(attributeText(m_profile->strings(), *redirects));
    m_client->setTimings(m_profile, client, m_requestStart, note);
    m_tabs->setTabEnabled(ClientTab, client != kNoId);
    if (tree && !tree->roots().empty()) {
        // Open on the answer: the step whose calls take longest (else the root).
        std::uint32_t first = tree->roots().front();
        TimePs longest = 0;
        for (std::uint32_t i = 0; i < tree->steps().size(); ++i) {
            TimePs calls = 0;
            for (const StepTree::CallStat &stat : tree->steps()[i].callStats)
                calls += stat.total;
            if (calls > longest && m_model->indexOfStep(i).isValid()) {
                longest = calls;
                first = i;
            }
        }
        m_tree->setCurrentIndex(m_model->indexOfStep(first));
        showStep(first);
    }
}

void StepsPanel::applyTrivialFilter()
{
    m_model->setTrivialFilter(m_hideTrivial->isChecked(), TimePs(m_threshold->value() * double(kPsPerMs)));
    m_tree->expandAll();
    m_hiddenLabel->setText(m_model->hiddenCount() ? tr("%n step(s) hidden", nullptr, int(m_model->hiddenCount())) : QString());
}

void StepsPanel::showStep(std::uint32_t step)
{
    const StepTree *tree = m_model->tree();
    if (!tree || step >= tree->steps().size())
        return;
    m_calls->setCalls(m_profile, m_track, tree->steps()[step].calls, m_duplicates, m_requestStart);
    m_tabs->setTabText(CallsTab, tr("Custom timings (%1)").arg(tree->steps()[step].calls.size()));
    emit spanSelected({m_track, SpanIndex(tree->steps()[step].span)});
}

void StepsPanel::fillRepeatedQueries()
{
    m_repeatedModel->clear();
    m_repeatedModel->setHorizontalHeaderLabels({tr("Query (values as ?)"), tr("Type"), tr("Calls"), tr("Distinct commands"), tr("Total (ms)")});
    for (const CallDuplicates::Group &g : m_duplicates->repeatedShapes()) {
        QList<QStandardItem *> row;
        row << new QStandardItem(g.shape) << new QStandardItem(m_profile->strings().string(g.type))
            << new QStandardItem(QString::number(g.calls.size())) << new QStandardItem(QString::number(g.distinctCommands))
            << new QStandardItem(msText(g.total));
        for (int c = 2; c < row.size(); ++c)
            row[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row[0]->setToolTip(g.distinctCommands == 1 ? tr("The same command %n time(s): a duplicate.", nullptr, int(g.calls.size()))
                                                   : tr("The same query with other values %n time(s): an N+1 loop?", nullptr, int(g.calls.size())));
        for (QStandardItem *item : row)
            item->setEditable(false);
        m_repeatedModel->appendRow(row);
    }
    m_repeated->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tabs->setTabText(RepeatedTab, tr("Repeated queries (%1)").arg(m_duplicates->repeatedShapes().size()));
}

void StepsPanel::fillRequestInfo()
{
    const Track &track = m_profile->tracks()[m_track];
    QString html = QStringLiteral("<b>%1</b><br>").arg(track.info.name.toHtmlEscaped());
    QString links, fields;
    for (const AttributeTable::Entry &e : track.attributes.of(0)) {
        const QString key = m_profile->strings().string(e.key);
        const QString value = attributeText(m_profile->strings(), e.value);
        if (key.startsWith(QLatin1String(k::kLinkPrefix.data(), qsizetype(k::kLinkPrefix.size())))) {
            const QUrl url(value);
            const QString name = key.mid(qsizetype(k::kLinkPrefix.size())).toHtmlEscaped();
            // Only web links are clickable; the URL itself is the link text.
            if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
                links += QStringLiteral("%1: <a href=\"%2\">%3</a><br>").arg(name, QString::fromUtf8(url.toEncoded()).toHtmlEscaped(), value.toHtmlEscaped());
            else
                links += QStringLiteral("%1: %2<br>").arg(name, value.toHtmlEscaped());
        } else {
            fields += QStringLiteral("%1: %2<br>").arg(key.toHtmlEscaped(), value.toHtmlEscaped());
        }
    }
    if (!links.isEmpty())
        html += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(tr("Links").toHtmlEscaped(), links);
    if (!fields.isEmpty())
        html += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(tr("Fields").toHtmlEscaped(), fields);
    m_info->setText(html);
}

void StepsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StepsPanel::retranslate()
{
    m_hideTrivial->setText(tr("Hide trivial steps under"));
    m_threshold->setSuffix(tr(" ms"));
    m_tabs->setTabText(CallsTab, tr("Custom timings"));
    m_tabs->setTabText(RepeatedTab, tr("Repeated queries"));
    m_tabs->setTabText(ClientTab, tr("Client timings"));
    m_tabs->setTabText(RequestTab, tr("Request"));
}

} // namespace hg
