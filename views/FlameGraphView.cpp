#include "FlameGraphView.h"

#include "DurationText.h"
#include "analysis/SharedCallTrees.h"

namespace hg {

FlameGraphView::FlameGraphView(QWidget *parent)
    : FlameLayoutView(parent)
    , m_build([this](std::optional<ResultPtr> result) {
        if (result)
            onBuilt(std::move(*result));
        else
            emit built(); // no graph (out of memory, cancelled), but done: the pages after it go on
    })
{
}

FlameGraphView::~FlameGraphView() = default; // m_build cancels the graph being built and waits for it

FlameGraphView::ResultPtr FlameGraphView::laidOut(std::shared_ptr<const CallTree> tree)
{
    auto result = std::make_shared<Result>();
    result->layout = std::make_shared<const FlameGraphLayout>(FlameGraphLayout::build(*tree));
    result->tree = std::move(tree);
    return result;
}

void FlameGraphView::setProfile(ProfilePtr profile, std::vector<TrackId> tracks)
{
    m_pendingProfile = profile;
    const CallTree::Direction direction = m_inverted ? CallTree::Direction::BottomUp : CallTree::Direction::TopDown;
    m_build.run([profile, tracks, direction](QPromise<ResultPtr> &promise) {
        // The call tree page and the function list share this tree.
        std::shared_ptr<const CallTree> tree = SharedCallTrees::get(profile, tracks, direction, [&promise] { return promise.isCanceled(); });
        if (tree && !promise.isCanceled())
            promise.addResult(laidOut(std::move(tree)));
    });
}

void FlameGraphView::setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree)
{
    m_pendingProfile = profile;
    m_build.run([tree](QPromise<ResultPtr> &promise) {
        ResultPtr result = laidOut(tree);
        if (!promise.isCanceled())
            promise.addResult(std::move(result));
    });
}

void FlameGraphView::onBuilt(ResultPtr result)
{
    m_result = std::move(result);
    showLayout(m_pendingProfile, m_result->layout, m_result->tree->node(0).total);
    emit built();
}

SelectedFunction FlameGraphView::selectedFunction() const
{
    if (!m_result || selectedSpan() >= m_result->layout->spans.size())
        return {};
    const std::uint32_t node = m_result->layout->nodeOf(selectedSpan(), *m_result->tree);
    return {m_result->tree->node(node).frame, m_result->tree->callPath(node)};
}

void FlameGraphView::clicked(QPointF pos)
{
    setSelectedSpan(spanAt(pos));
    if (selectedSpan() != kNoId) {
        const std::uint32_t node = m_result->layout->nodeOf(selectedSpan(), *m_result->tree);
        emit nodeSelected(NodeId(node), m_result->tree->node(node).frame);
    }
}

bool FlameGraphView::selectFrame(FrameId frame)
{
    if (!m_result)
        return false;
    const SpanTrack &spans = m_result->layout->spans;
    for (std::uint32_t i = 0; i < spans.size(); ++i) {
        if (spans.frame(i) == frame) {
            setSelectedSpan(i);
            return true;
        }
    }
    return false;
}

QString FlameGraphView::tooltipAt(QPointF pos) const
{
    const std::uint32_t span = spanAt(pos);
    if (span == kNoId)
        return {};
    const CallTree &tree = *m_result->tree;
    const CallTree::Node &node = tree.node(m_result->layout->nodeOf(span, tree));
    return tr("<b>%1</b><br>total %2 (%3)<br>self %4<br>count %5")
        .arg(profile()->frameName(node.frame).toHtmlEscaped(), valueText(node.total, tree.unit()),
             percentText(node.total, tree.node(0).total), valueText(node.self, tree.unit()))
        .arg(node.count);
}

} // namespace hg
