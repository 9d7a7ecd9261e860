#pragma once
#include "BackgroundResult.h"
#include "Comparison.h"

#include <QWidget>
#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace hg {

class ComparisonSearch;
class ComparisonSummary;
class DiffFlameGraphView;
class DiffLegend;
class DiffTreeView;
class FormatComparisonPanel;
class SideBySideCharts;
class TrackPairing;
struct FormatComparison;

// A comparison of two profiles, A (before) and B (after): the summary, the
// differential flame graph, and the diff call tree and bottom-up tree, with
// the comparison's options (absolute values, matching by name alone, A and
// B swapped). The comparison is computed on a worker in steps: the merged
// call paths first (the differential flame graph and the diff call tree),
// once the graph is laid out the functions' figures (the summary), then
// the bottom-up tree; changing an option computes it anew.
class ComparisonView : public QWidget
{
    Q_OBJECT
public:
    explicit ComparisonView(QWidget *parent = nullptr);
    ~ComparisonView() override;

    void setSides(Comparison::Side a, Comparison::Side b);
    // The `--view` names of its pages: compare, diffgraph, difftree,
    // diffbottomup, charts (A's and B's timelines, when both have times),
    // and figures (the format's own comparison, when both profiles are of
    // a format that has one).
    static QStringList viewNames();
    bool showView(const QString &name);
    QString currentViewName() const;
    bool isBusy() const;
    // The shown page as an image (File > Export Image…); the error or empty.
    QString exportImage(const QString &path) const;
    std::shared_ptr<const Comparison> comparison() const { return m_comparison; }

    QCheckBox *absoluteBox() const { return m_absolute; }
    QCheckBox *nameOnlyBox() const { return m_nameOnly; }
    QCheckBox *shapeABox() const { return m_shapeA; }
    ComparisonSearch *searchBox() const { return m_search; }
    TrackPairing *trackPairing() const { return m_pairing; }
    DiffFlameGraphView *flameGraph() const { return m_graph; }
    DiffTreeView *callTree() const { return m_tree; }
    DiffTreeView *bottomUp() const { return m_bottomUpTree; }
    FormatComparisonPanel *formatPanel() const { return m_formatPanel; }
    SideBySideCharts *charts() const { return m_charts; }
    bool hasFormatComparison() const;

public slots:
    void swapSides();

signals:
    // The comparison and every page of it are ready (after each recompute).
    void ready();
    // Swap A and B was chosen: what was B is now A.
    void sidesSwapped();

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    // New profiles, or A and B swapped: everything that follows them.
    void sidesChanged();
    void onCompared(Comparison::Paths paths);
    // The functions' figures, once the differential flame graph is drawn.
    void computeFigures();
    void onFigures(std::shared_ptr<const Comparison> comparison);
    void onBottomUp(std::shared_ptr<const DiffTree> tree);
    // The format's own comparison, independent of the options.
    void compareFormat();
    void onFormatCompared(std::shared_ptr<const FormatComparison> comparison);
    void updateHeader();
    // The search's matches in the flame graph (of its shape's profile) and the trees.
    void applySearch();
    void emitReadyWhenIdle();
    void retranslate();

    Comparison::Side m_a, m_b;
    std::shared_ptr<const Comparison> m_comparison;
    QLabel *m_header;
    ComparisonSearch *m_search;
    TrackPairing *m_pairing;
    QCheckBox *m_absolute;
    QCheckBox *m_nameOnly;
    QPushButton *m_swap;
    QTabWidget *m_tabs;
    ComparisonSummary *m_summary;
    QWidget *m_graphPage;
    DiffLegend *m_legend;
    QCheckBox *m_shapeA;
    DiffFlameGraphView *m_graph;
    DiffTreeView *m_tree;
    DiffTreeView *m_bottomUpTree;
    FormatComparisonPanel *m_formatPanel;
    SideBySideCharts *m_charts;
    QString m_formatTitle;
    bool m_bottomUpPending = false;
    // Both sides' trees, kept for the figures until their job starts.
    std::shared_ptr<const ProfileDiff::Trees> m_trees;
    // Last, so they go first: jobs are cancelled and waited for before the pages.
    BackgroundResult<Comparison::Paths> m_compare;
    BackgroundResult<std::shared_ptr<const Comparison>> m_figures;
    BackgroundResult<std::shared_ptr<const DiffTree>> m_bottomUp;
    BackgroundResult<std::shared_ptr<const FormatComparison>> m_format;
};

} // namespace hg
