#pragma once
#include "SelectedFunction.h"
#include "BackgroundResult.h"
#include "ZoomableView.h"
#include "analysis/CallTree.h"
#include "analysis/FlameGraphLayout.h"

namespace hg {

// The aggregated flame graph: the top-down call tree, widths by total,
// heaviest callee first (left-heavy); roots at the bottom, or at the top in
// the icicle orientation. Aggregation runs on a worker thread.
class FlameGraphView : public ZoomableView
{
    Q_OBJECT
public:
    explicit FlameGraphView(QWidget *parent = nullptr);
    ~FlameGraphView() override;

    void setProfile(ProfilePtr profile, std::vector<TrackId> tracks);
    // Shows a tree made elsewhere (the caller/callee sandwich) instead of
    // aggregating tracks; laid out on a worker thread.
    void setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree);
    void setIcicle(bool icicle);
    // Built from the bottom-up tree (the Invert transform), from the next setProfile().
    void setInverted(bool inverted) { m_inverted = inverted; }
    // The selected frame's function and call path.
    SelectedFunction selectedFunction() const;
    bool isIcicle() const { return style().upwards == false; }
    bool isBuilding() const { return m_build.isPending(); }
    const CallTree *tree() const { return m_result ? &m_result->tree : nullptr; }
    // Selects the first node of this frame (from another view); false if none.
    bool selectFrame(FrameId frame);

signals:
    void nodeSelected(NodeId node, FrameId frame);
    void built();

protected:
    void paintContent(QPainter &painter, double scrollY) override;
    void clicked(QPointF pos) override;
    void doubleClicked(QPointF pos) override;
    QString tooltipAt(QPointF pos) const override;
    void addViewActions(QMenu &menu) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Result
    {
        CallTree tree;
        FlameGraphLayout layout;
    };
    void onBuilt(std::shared_ptr<const Result> result);
    QRectF area() const;
    std::uint32_t spanAt(QPointF pos) const;

    ProfilePtr m_profile;
    std::shared_ptr<const Result> m_result;
    std::uint32_t m_selectedSpan = kNoId;
    bool m_inverted = false;
    BackgroundResult<std::shared_ptr<const Result>> m_build;
};

} // namespace hg
