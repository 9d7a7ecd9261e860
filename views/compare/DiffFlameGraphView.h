#pragma once
#include "BackgroundResult.h"
#include "Comparison.h"
#include "FlameLayoutView.h"

namespace hg {

// The differential flame graph: B's shape (or A's, to see what vanished),
// each frame coloured by the change of its self time from A to B
// (DiffColours). Laid out on a worker thread.
class DiffFlameGraphView : public FlameLayoutView
{
    Q_OBJECT
public:
    explicit DiffFlameGraphView(QWidget *parent = nullptr);
    ~DiffFlameGraphView() override;

    void setComparison(std::shared_ptr<const Comparison> comparison);
    void setShape(DiffTree::Side shape);
    DiffTree::Side shape() const { return m_shape; }
    bool isBuilding() const { return m_build.isPending(); }
    // The selected node of the comparison's tree, or kNoId.
    std::uint32_t selectedNode() const;

public slots:
    // Selects the frame of a node of the comparison's tree, if it is drawn.
    void selectNode(std::uint32_t node);

signals:
    void built();
    void nodeSelected(std::uint32_t node);

protected:
    void clicked(QPointF pos) override;
    QString tooltipAt(QPointF pos) const override;
    const std::vector<QRgb> *spanColours() const override;
    QString placeholderText() const override;

private:
    struct Result
    {
        std::shared_ptr<const Comparison> comparison;
        DiffTree::Side shape;
        std::shared_ptr<const FlameGraphLayout> layout;
        std::vector<QRgb> colours; // per span
    };
    using ResultPtr = std::shared_ptr<const Result>;
    void rebuild();
    void onBuilt(ResultPtr result);

    std::shared_ptr<const Comparison> m_comparison;
    DiffTree::Side m_shape = DiffTree::Side::B;
    ResultPtr m_result;
    BackgroundResult<ResultPtr> m_build;
};

} // namespace hg
