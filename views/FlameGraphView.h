#pragma once
#include "SelectedFunction.h"
#include "BackgroundResult.h"
#include "FlameLayoutView.h"
#include "analysis/CallTree.h"

namespace hg {

// The aggregated flame graph: the top-down call tree, widths by total,
// heaviest callee first (left-heavy); roots at the bottom, or at the top in
// the icicle orientation. Aggregation runs on a worker thread.
class FlameGraphView : public FlameLayoutView
{
    Q_OBJECT
public:
    explicit FlameGraphView(QWidget *parent = nullptr);
    ~FlameGraphView() override;

    void setProfile(ProfilePtr profile, std::vector<TrackId> tracks);
    // Shows a tree made elsewhere (the caller/callee sandwich) instead of
    // aggregating tracks; laid out on a worker thread.
    void setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree);
    // Built from the bottom-up tree (the Invert transform), from the next setProfile().
    void setInverted(bool inverted) { m_inverted = inverted; }
    // The selected frame's function and call path.
    SelectedFunction selectedFunction() const;
    bool isBuilding() const { return m_build.isPending(); }
    // Drops the build under way: a newer one is coming (DocumentView::askForAggregates).
    void dropBuild() { m_build.discard(); }
    const CallTree *tree() const { return m_result ? m_result->tree.get() : nullptr; }
    // Selects the first node of this frame (from another view); false if none.
    bool selectFrame(FrameId frame);

signals:
    void nodeSelected(NodeId node, FrameId frame);
    void built();

protected:
    void clicked(QPointF pos) override;
    QString tooltipAt(QPointF pos) const override;

private:
    struct Result
    {
        std::shared_ptr<const CallTree> tree; // shared with the other views of the same tracks
        std::shared_ptr<const FlameGraphLayout> layout;
    };
    using ResultPtr = std::shared_ptr<const Result>;
    static ResultPtr laidOut(std::shared_ptr<const CallTree> tree);
    void onBuilt(ResultPtr result);

    ProfilePtr m_pendingProfile;
    ResultPtr m_result;
    bool m_inverted = false;
    BackgroundResult<ResultPtr> m_build;
};

} // namespace hg
