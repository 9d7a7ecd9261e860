#pragma once
#include "analysis/Transform.h"
#include "model/Profile.h"

#include <QObject>

#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace hg {

// The transforms offered for the function selected in any view: context
// menu entries with Firefox Profiler's keys (m, M, f, F, g, c, C, r, R, d),
// active in the document's widgets. The target is the last function
// selected, with its call path when the view knows it (trees, flame charts).
class TransformActions : public QObject
{
    Q_OBJECT
public:
    // The keys work anywhere inside `scope`.
    explicit TransformActions(QWidget *scope);

    // path: root first, ending with `frame`; empty when the view has no call
    // path (the function list, a bottom-up tree).
    void setTarget(ProfilePtr profile, FrameId frame, std::vector<FrameId> path);
    void clearTarget();
    // The function's entries, under a heading with its name.
    void addTo(QMenu &menu) const;
    void retranslate();

signals:
    void requested(const Transform &step);

private:
    struct Entry
    {
        Transform::Kind kind;
        QAction *action;
    };
    void trigger(Transform::Kind kind);
    void updateEnabled();
    QString targetText(StringId Frame::*field) const;

    std::vector<Entry> m_entries;
    ProfilePtr m_profile;
    FrameId m_frame = kNoId;
    std::vector<FrameId> m_path;
};

} // namespace hg
