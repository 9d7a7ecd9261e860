#include "DiffFlameGraphView.h"

#include "DiffColours.h"

#include <cmath>

namespace hg {

DiffFlameGraphView::DiffFlameGraphView(QWidget *parent)
    : FlameLayoutView(parent)
    , m_build([this](std::optional<ResultPtr> result) {
        if (result)
            onBuilt(std::move(*result));
    })
{
}

DiffFlameGraphView::~DiffFlameGraphView() = default; // m_build cancels the layout being made and waits for it

void DiffFlameGraphView::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = std::move(comparison);
    rebuild();
}

void DiffFlameGraphView::setShape(DiffTree::Side shape)
{
    if (shape == m_shape)
        return;
    m_shape = shape;
    rebuild();
}

void DiffFlameGraphView::rebuild()
{
    if (!m_comparison)
        return;
    m_build.run([comparison = m_comparison, shape = m_shape](QPromise<ResultPtr> &promise) {
        auto result = std::make_shared<Result>();
        result->comparison = comparison;
        result->shape = shape;
        const DiffTree &tree = comparison->tree();
        result->layout = std::make_shared<const FlameGraphLayout>(
            FlameGraphLayout::build(tree, shape, comparison->frames(shape)));
        if (promise.isCanceled())
            return;
        // The largest change of a drawn node sets the scale of the colours.
        const std::vector<std::uint32_t> &nodeOfSpan = result->layout->nodeOfSpan;
        double largest = 0;
        for (const std::uint32_t node : nodeOfSpan)
            largest = std::max(largest, std::fabs(comparison->selfChange(tree.node(node))));
        result->colours.reserve(nodeOfSpan.size());
        for (const std::uint32_t node : nodeOfSpan)
            result->colours.push_back(DiffColours::of(comparison->selfChange(tree.node(node)), largest).rgba());
        promise.addResult(ResultPtr(std::move(result)));
    });
}

void DiffFlameGraphView::onBuilt(ResultPtr result)
{
    m_result = std::move(result);
    const DiffTree::Node &root = m_result->comparison->tree().node(0);
    const std::int64_t width = m_result->shape == DiffTree::Side::A ? root.a.total : root.b.total;
    showLayout(m_result->comparison->side(m_result->shape).profile, m_result->layout, width);
    emit built();
}

const std::vector<QRgb> *DiffFlameGraphView::spanColours() const
{
    return m_result ? &m_result->colours : nullptr;
}

QString DiffFlameGraphView::placeholderText() const
{
    return tr("Comparing…");
}

std::uint32_t DiffFlameGraphView::selectedNode() const
{
    if (!m_result || selectedSpan() >= m_result->layout->nodeOfSpan.size())
        return kNoId;
    return m_result->layout->nodeOfSpan[selectedSpan()];
}

void DiffFlameGraphView::selectNode(std::uint32_t node)
{
    if (m_result && node < m_result->layout->spanOfNode.size())
        setSelectedSpan(m_result->layout->spanOfNode[node]); // kNoId: not in this shape
}

void DiffFlameGraphView::clicked(QPointF pos)
{
    setSelectedSpan(spanAt(pos));
    if (const std::uint32_t node = selectedNode(); node != kNoId)
        emit nodeSelected(node);
}

QString DiffFlameGraphView::tooltipAt(QPointF pos) const
{
    const std::uint32_t span = spanAt(pos);
    if (span == kNoId)
        return {};
    const Comparison &c = *m_result->comparison;
    const DiffTree::Node &node = c.tree().node(m_result->layout->nodeOfSpan[span]);
    const auto A = DiffTree::Side::A, B = DiffTree::Side::B;
    return tr("<b>%1</b><br>self: A %2, B %3, change %4 (%5)<br>total: A %6, B %7, change %8")
        .arg(c.functionName(node.function).toHtmlEscaped(), c.valueText(node.a.self, A), c.valueText(node.b.self, B),
             c.changeText(c.selfChange(node)), c.relativeText(node.a.self, node.b.self), c.valueText(node.a.total, A),
             c.valueText(node.b.total, B), c.changeText(c.totalChange(node)));
}

} // namespace hg
