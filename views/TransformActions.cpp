#include "TransformActions.h"

#include "TransformText.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace hg {

namespace {

struct Offered
{
    Transform::Kind kind;
    QKeyCombination key;
};

// Firefox Profiler's keys for its transforms.
const Offered kOffered[] = {
    {Transform::Kind::MergeFunction, QKeyCombination(Qt::Key_M)},
    {Transform::Kind::MergeCallNode, QKeyCombination(Qt::SHIFT, Qt::Key_M)},
    {Transform::Kind::FocusSubtree, QKeyCombination(Qt::Key_F)},
    {Transform::Kind::FocusFunction, QKeyCombination(Qt::SHIFT, Qt::Key_F)},
    {Transform::Kind::FocusCategory, QKeyCombination(Qt::Key_G)},
    {Transform::Kind::FocusModule, QKeyCombination()},
    {Transform::Kind::CollapseSubtree, QKeyCombination(Qt::Key_C)},
    {Transform::Kind::CollapseModule, QKeyCombination(Qt::SHIFT, Qt::Key_C)},
    {Transform::Kind::CollapseRecursion, QKeyCombination(Qt::Key_R)},
    {Transform::Kind::CollapseDirectRecursion, QKeyCombination(Qt::SHIFT, Qt::Key_R)},
    {Transform::Kind::DropFunction, QKeyCombination(Qt::Key_D)},
};

} // namespace

namespace {

QString textOf(const TransformActions::Target &target, StringId Frame::*field)
{
    const FrameId frame = target.function.frame;
    if (!target.profile || frame >= target.profile->frames().size())
        return {};
    return target.profile->strings().string(target.profile->frames()[frame].*field);
}

} // namespace

TransformActions::TransformActions(QWidget *scope, std::function<Target()> target)
    : QObject(scope), m_target(std::move(target))
{
    for (const Offered &offered : kOffered) {
        auto *action = new QAction(scope);
        if (offered.key != QKeyCombination())
            action->setShortcut(QKeySequence(offered.key));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        scope->addAction(action);
        connect(action, &QAction::triggered, this, [this, kind = offered.kind] { trigger(kind); });
        m_entries.push_back({offered.kind, action});
    }
    retranslate();
}

void TransformActions::retranslate()
{
    for (const Entry &e : m_entries)
        e.action->setText(TransformText::action(e.kind));
}

bool TransformActions::applies(Transform::Kind kind, const Target &target)
{
    switch (kind) {
    case Transform::Kind::MergeCallNode:
    case Transform::Kind::FocusSubtree: return !target.function.path.empty();
    case Transform::Kind::FocusCategory: return !textOf(target, &Frame::category).isEmpty();
    case Transform::Kind::FocusModule:
    case Transform::Kind::CollapseModule: return !textOf(target, &Frame::module).isEmpty();
    default: return !textOf(target, &Frame::name).isEmpty();
    }
}

void TransformActions::addTo(QMenu &menu)
{
    const Target target = m_target();
    const QString name = textOf(target, &Frame::name);
    if (name.isEmpty())
        return;
    menu.addSection(QFontMetrics(menu.font()).elidedText(name, Qt::ElideMiddle, 400));
    for (const Entry &e : m_entries) {
        // An entry of this menu: the key is shown, the scope's action keeps it.
        QAction *entry = menu.addAction(e.action->text());
        entry->setShortcut(e.action->shortcut());
        entry->setEnabled(applies(e.kind, target));
        connect(entry, &QAction::triggered, this, [this, kind = e.kind] { trigger(kind); });
    }
}

void TransformActions::trigger(Transform::Kind kind)
{
    const Target target = m_target();
    if (!applies(kind, target))
        return;
    Transform step;
    step.kind = kind;
    switch (kind) {
    case Transform::Kind::MergeCallNode:
    case Transform::Kind::FocusSubtree:
        for (const FrameId f : target.function.path)
            step.path << target.profile->strings().string(target.profile->frames()[f].name);
        break;
    case Transform::Kind::FocusCategory: step.name = textOf(target, &Frame::category); break;
    case Transform::Kind::FocusModule:
    case Transform::Kind::CollapseModule: step.name = textOf(target, &Frame::module); break;
    default: step.name = textOf(target, &Frame::name); break;
    }
    emit requested(step);
}

} // namespace hg
