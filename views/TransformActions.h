#pragma once
#include "analysis/Transform.h"
#include "SelectedFunction.h"
#include "model/Profile.h"

#include <QObject>

#include <functional>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace hg {

// The transforms offered for the function selected in any view: context
// menu entries with Firefox Profiler's keys (m, M, f, F, g, c, C, r, R, d),
// active in the document's widgets. They act on what `target` gives when
// they are used: the current row or node of the page shown, with its call
// path when the page knows it (trees, flame charts).
class TransformActions : public QObject
{
    Q_OBJECT
public:
    struct Target
    {
        ProfilePtr profile;
        SelectedFunction function;
    };

    // The keys work anywhere inside `scope`.
    TransformActions(QWidget *scope, std::function<Target()> target);

    // The function's entries, under a heading with its name; those that do
    // not apply to it are disabled.
    void addTo(QMenu &menu);
    void retranslate();

signals:
    void requested(const Transform &step);

private:
    struct Entry
    {
        Transform::Kind kind;
        QAction *action; // with the key, on the scope
    };
    void trigger(Transform::Kind kind);
    static bool applies(Transform::Kind kind, const Target &target);

    std::vector<Entry> m_entries;
    std::function<Target()> m_target;
};

} // namespace hg
