#include "ComparisonView.h"

#include "ComparisonSearch.h"
#include "ComparisonSummary.h"
#include "DiffFlameGraphView.h"
#include "DiffLegend.h"
#include "DiffTreeModel.h"
#include "DiffTreeView.h"
#include "FormatComparisonPanel.h"
#include "SideBySideCharts.h"
#include "TrackPairing.h"
#include "TimelineView.h"
#include "WidgetImage.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QTabWidget>
#include <QVBoxLayout>

namespace hg {

namespace {
// Page order in the tabs; the names are a command-line contract (--view).
const char *const kViewNames[] = {"compare", "diffgraph", "difftree", "diffbottomup", "charts", "figures"};
constexpr int kChartsTab = 4;
constexpr int kFormatTab = 5;
}

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
    , m_search(new ComparisonSearch(this))
    , m_pairing(new TrackPairing(this))
    , m_absolute(new QCheckBox(this))
    , m_nameOnly(new QCheckBox(this))
    , m_swap(new QPushButton(this))
    , m_tabs(new QTabWidget(this))
    , m_summary(new ComparisonSummary(this))
    , m_graphPage(new QWidget(this))
    , m_legend(new DiffLegend(m_graphPage))
    , m_shapeA(new QCheckBox(m_graphPage))
    , m_graph(new DiffFlameGraphView(m_graphPage))
    , m_tree(new DiffTreeView(this))
    , m_bottomUpTree(new DiffTreeView(this))
    , m_formatPanel(new FormatComparisonPanel(this))
    , m_charts(new SideBySideCharts(this))
    , m_compare([this](std::optional<Comparison::Paths> result) {
        if (result && result->comparison)
            onCompared(std::move(*result));
    })
    , m_figures([this](std::optional<std::shared_ptr<const Comparison>> result) {
        if (result && *result)
            onFigures(std::move(*result));
    })
    , m_bottomUp([this](std::optional<std::shared_ptr<const DiffTree>> result) {
        m_bottomUpPending = false;
        if (result && *result)
            onBottomUp(std::move(*result));
    })
    , m_format([this](std::optional<std::shared_ptr<const FormatComparison>> result) {
        onFormatCompared(result ? std::move(*result) : nullptr);
    })
{
    m_header->setTextFormat(Qt::PlainText);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *options = new QHBoxLayout;
    options->addWidget(m_header, 1);
    options->addWidget(m_pairing);
    options->addWidget(m_search);
    options->addWidget(m_absolute);
    options->addWidget(m_nameOnly);
    options->addWidget(m_swap);

    auto *graphLayout = new QVBoxLayout(m_graphPage);
    graphLayout->setContentsMargins(0, 0, 0, 0);
    auto *graphBar = new QHBoxLayout;
    graphBar->addWidget(m_legend, 1);
    graphBar->addWidget(m_shapeA);
    graphLayout->addLayout(graphBar);
    graphLayout->addWidget(m_graph, 1);

    m_tabs->addTab(m_summary, QString());
    m_tabs->addTab(m_graphPage, QString());
    m_tabs->addTab(m_tree, QString());
    m_tabs->addTab(m_bottomUpTree, QString());
    m_tabs->addTab(m_charts, QString());
    m_tabs->addTab(m_formatPanel, QString());
    m_tabs->setTabVisible(kChartsTab, false);
    m_tabs->setTabVisible(kFormatTab, false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(options);
    layout->addWidget(m_tabs, 1);

    connect(m_absolute, &QCheckBox::toggled, this, &ComparisonView::recompute);
    connect(m_pairing, &TrackPairing::changed, this, &ComparisonView::recompute);
    connect(m_nameOnly, &QCheckBox::toggled, this, &ComparisonView::recompute);
    connect(m_swap, &QPushButton::clicked, this, &ComparisonView::swapSides);
    connect(m_shapeA, &QCheckBox::toggled, this, [this](bool a) {
        m_graph->setShape(a ? DiffTree::Side::A : DiffTree::Side::B);
        applySearch();
    });
    connect(m_search, &ComparisonSearch::resultsChanged, this, &ComparisonView::applySearch);
    auto *find = new QShortcut(QKeySequence::Find, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(find, &QShortcut::activated, m_search, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    connect(m_graph, &DiffFlameGraphView::built, this, [this] {
        applySearch(); // of the shape just drawn
        computeFigures();
        emitReadyWhenIdle();
    });
    for (TimelineView *chart : {m_charts->chartA(), m_charts->chartB()})
        connect(chart, &TimelineView::built, this, &ComparisonView::emitReadyWhenIdle);
    // A frame chosen in the flame graph is chosen in the call tree, and back.
    connect(m_graph, &DiffFlameGraphView::nodeSelected, m_tree, &DiffTreeView::selectNode);
    connect(m_tree, &DiffTreeView::nodeSelected, m_graph, &DiffFlameGraphView::selectNode);
    retranslate();
}

ComparisonView::~ComparisonView() = default;

QStringList ComparisonView::viewNames()
{
    QStringList names;
    for (const char *name : kViewNames)
        names << QLatin1String(name);
    return names;
}

bool ComparisonView::showView(const QString &name)
{
    const qsizetype index = viewNames().indexOf(name);
    if (index < 0 || !m_tabs->isTabVisible(int(index)))
        return false;
    m_tabs->setCurrentIndex(int(index));
    return true;
}

QString ComparisonView::currentViewName() const
{
    return viewNames().value(m_tabs->currentIndex());
}

bool ComparisonView::isBusy() const
{
    return m_compare.isPending() || m_trees || m_figures.isPending() || m_bottomUpPending || m_graph->isBuilding()
        || m_format.isPending()
        || (m_tabs->isTabVisible(kChartsTab) && m_charts->isBuilding());
}

QString ComparisonView::exportImage(const QString &path) const
{
    QWidget *page = m_tabs->currentWidget() == m_graphPage ? static_cast<QWidget *>(m_graph) : m_tabs->currentWidget();
    return WidgetImage::write(page, path, m_tabs->tabText(m_tabs->currentIndex()));
}

bool ComparisonView::hasFormatComparison() const
{
    return m_tabs->isTabVisible(kFormatTab);
}

void ComparisonView::setSides(Comparison::Side a, Comparison::Side b)
{
    m_a = std::move(a);
    m_b = std::move(b);
    sidesChanged();
}

void ComparisonView::swapSides()
{
    std::swap(m_a, m_b);
    sidesChanged();
    emit sidesSwapped();
}

void ComparisonView::sidesChanged()
{
    m_search->setProfiles(m_a.profile, m_b.profile);
    m_pairing->setProfiles(m_a.profile, m_b.profile);
    const bool timed = m_a.profile && m_b.profile && SideBySideCharts::applies(*m_a.profile)
        && SideBySideCharts::applies(*m_b.profile);
    m_tabs->setTabVisible(kChartsTab, timed);
    if (timed)
        m_charts->setProfiles(m_a.profile, m_a.name, m_b.profile, m_b.name);
    recompute();
    compareFormat();
}

void ComparisonView::compareFormat()
{
    if (!m_a.profile || !m_b.profile || !FormatComparison::applies(*m_a.profile, *m_b.profile)) {
        m_format.cancel();
        onFormatCompared(nullptr);
        return;
    }
    m_format.run([a = m_a.profile, b = m_b.profile]() -> std::shared_ptr<const FormatComparison> {
        std::optional<FormatComparison> comparison = FormatComparison::of(*a, *b);
        return comparison ? std::make_shared<const FormatComparison>(std::move(*comparison)) : nullptr;
    });
}

void ComparisonView::onFormatCompared(std::shared_ptr<const FormatComparison> comparison)
{
    m_formatPanel->setComparison(comparison);
    m_formatTitle = comparison ? comparison->figures.title : QString();
    m_tabs->setTabText(kFormatTab, m_formatTitle);
    m_tabs->setTabVisible(kFormatTab, comparison != nullptr);
    emitReadyWhenIdle();
}

void ComparisonView::recompute()
{
    if (!m_a.profile || !m_b.profile)
        return;
    ProfileDiff::Options options;
    options.values = m_absolute->isChecked() ? ProfileDiff::Values::Absolute : ProfileDiff::Values::Shares;
    options.matching = m_nameOnly->isChecked() ? FunctionMatcher::Key::NameOnly : FunctionMatcher::Key::NameAndModule;
    m_figures.cancel();
    m_trees.reset();
    m_bottomUp.cancel();
    m_bottomUpPending = false;
    m_tree->setPending();
    m_bottomUpTree->setPending();
    Comparison::Side a = m_a, b = m_b;
    a.tracks = m_pairing->tracksA();
    b.tracks = m_pairing->tracksB();
    m_compare.run([a = std::move(a), b = std::move(b), options](QPromise<Comparison::Paths> &promise) {
        Comparison::Paths paths = Comparison::comparePaths(a, b, options, [&promise] { return promise.isCanceled(); });
        if (paths.comparison)
            promise.addResult(std::move(paths));
    });
    updateHeader(); // "comparing…" while it runs
}

void ComparisonView::onCompared(Comparison::Paths paths)
{
    m_comparison = std::move(paths.comparison);
    m_trees = std::move(paths.trees);
    m_summary->setComparison(m_comparison); // the totals, "comparing" for the figures
    m_graph->setComparison(m_comparison);
    m_tree->setTree(m_comparison, std::shared_ptr<const DiffTree>(m_comparison, &m_comparison->tree()));
    applySearch(); // function numbers are the new comparison's
    updateHeader();
}

void ComparisonView::computeFigures()
{
    if (!m_trees || !m_comparison)
        return;
    m_figures.run([comparison = m_comparison, trees = std::exchange(m_trees, {})] {
        return comparison->withFigures(*trees);
    });
}

void ComparisonView::onFigures(std::shared_ptr<const Comparison> comparison)
{
    // The same tree and frames: the graph and the call tree keep theirs.
    m_comparison = std::move(comparison);
    m_summary->setComparison(m_comparison);
    m_bottomUpPending = true;
    m_bottomUp.run([comparison = m_comparison](QPromise<std::shared_ptr<const DiffTree>> &promise) {
        const Comparison::Side &a = comparison->side(DiffTree::Side::A);
        const Comparison::Side &b = comparison->side(DiffTree::Side::B);
        auto tree = std::make_shared<const DiffTree>(comparison->diff().bottomUpTree(
            *a.profile, a.tracks, *b.profile, b.tracks, [&promise] { return promise.isCanceled(); }));
        if (!promise.isCanceled())
            promise.addResult(std::move(tree));
    });
}

void ComparisonView::applySearch()
{
    const ComparisonSearch::Results &results = m_search->results();
    // An invalid query searches nothing (the box says why).
    const bool active = results.a && results.b && results.a->active() && results.b->active();
    m_graph->setSearch(!active ? nullptr : m_graph->shape() == DiffTree::Side::A ? results.a : results.b);
    // A function matches where either side's frame of it does.
    std::vector<std::uint8_t> functionMatches;
    if (m_comparison && active) {
        const auto &functions = m_comparison->diff().functions();
        functionMatches.resize(functions.size());
        for (std::size_t i = 0; i < functions.size(); ++i) {
            const bool a = functions[i].frameA != kNoId && results.a->isMatch(functions[i].frameA);
            const bool b = functions[i].frameB != kNoId && results.b->isMatch(functions[i].frameB);
            functionMatches[i] = a || b;
        }
    }
    m_tree->setSearch(functionMatches);
    m_bottomUpTree->setSearch(std::move(functionMatches));
}

void ComparisonView::onBottomUp(std::shared_ptr<const DiffTree> tree)
{
    m_bottomUpTree->setTree(m_comparison, std::move(tree));
    applySearch(); // its function numbers are the comparison's now
    emitReadyWhenIdle();
}

void ComparisonView::emitReadyWhenIdle()
{
    if (!isBusy())
        emit ready();
}

void ComparisonView::updateHeader()
{
    QString text = tr("A: %1  →  B: %2").arg(m_a.name, m_b.name);
    if (m_compare.isPending())
        text += QStringLiteral("  —  ") + tr("comparing…");
    m_header->setText(text);
    // Absolute values need one unit on both sides; the comparison says when not.
    if (m_comparison)
        m_absolute->setEnabled(!m_comparison->diff().unitsDiffer());
}

void ComparisonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The comparison's notes and the format's figures and facts are
        // written in the language.
        recompute();
        compareFormat();
    }
    QWidget::changeEvent(event);
}

void ComparisonView::retranslate()
{
    m_absolute->setText(tr("Absolute values"));
    m_absolute->setToolTip(tr("Compare raw times or counts instead of shares of each profile's total"));
    m_nameOnly->setText(tr("Match by name only"));
    m_nameOnly->setToolTip(tr("Match functions by name alone, for builds whose module paths differ"));
    m_swap->setText(tr("Swap A and B"));
    m_shapeA->setText(tr("Show A's shape"));
    m_shapeA->setToolTip(tr("Draw the flame graph in A's shape, so what is gone from B is visible"));
    m_tabs->setTabText(0, tr("Summary"));
    m_tabs->setTabText(1, tr("Differential Flame Graph"));
    m_tabs->setTabText(2, tr("Diff Call Tree"));
    m_tabs->setTabText(3, tr("Diff Bottom-Up"));
    m_tabs->setTabText(kChartsTab, tr("Flame Charts"));
    updateHeader();
}

} // namespace hg
