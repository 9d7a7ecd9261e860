#pragma once
#include "ZoomableView.h"
#include "analysis/FlameGraphLayout.h"

#include <memory>

namespace hg {

// What the flame graph and the differential flame graph share: a laid-out
// tree (FlameGraphLayout) painted as flames growing up from the bottom, or
// as icicles (I), with a selected frame, zoom to a frame by double-click,
// and a placeholder while the layout is being made.
class FlameLayoutView : public ZoomableView
{
    Q_OBJECT
public:
    explicit FlameLayoutView(QWidget *parent = nullptr);

    void setIcicle(bool icicle);
    bool isIcicle() const { return style().upwards == false; }

protected:
    // Shows `layout` (its frames named by `profile`), as wide as `width`;
    // the view is reset: no selection, zoomed out, roots in sight.
    void showLayout(ProfilePtr profile, std::shared_ptr<const FlameGraphLayout> layout, std::int64_t width);
    const FlameGraphLayout *layout() const { return m_layout.get(); }
    const Profile *profile() const { return m_profile.get(); }
    std::uint32_t spanAt(QPointF pos) const;
    std::uint32_t selectedSpan() const { return m_selectedSpan; }
    void setSelectedSpan(std::uint32_t span);
    // A colour per span instead of the frames' own (null: the frames').
    virtual const std::vector<QRgb> *spanColours() const { return nullptr; }
    // What is shown before the first layout arrives.
    virtual QString placeholderText() const;

    void paintContent(QPainter &painter, double scrollY) override;
    void doubleClicked(QPointF pos) override;
    void addViewActions(QMenu &menu) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF area() const;

    ProfilePtr m_profile;
    std::shared_ptr<const FlameGraphLayout> m_layout;
    std::uint32_t m_selectedSpan = kNoId;
};

} // namespace hg
