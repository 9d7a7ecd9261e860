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

TransformActions::TransformActions(QWidget *scope) : QObject(scope)
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
    updateEnabled();
}

void TransformActions::retranslate()
{
    for (const Entry &e : m_entries)
        e.action->setText(TransformText::action(e.kind));
}

void TransformActions::setTarget(ProfilePtr profile, FrameId frame, std::vector<FrameId> path)
{
    m_profile = std::move(profile);
    m_frame = frame;
    m_path = std::move(path);
    updateEnabled();
}

void TransformActions::clearTarget() { setTarget(nullptr, kNoId, {}); }

QString TransformActions::targetText(StringId Frame::*field) const
{
    if (!m_profile || m_frame >= m_profile->frames().size())
        return {};
    return m_profile->strings().string(m_profile->frames()[m_frame].*field);
}

void TransformActions::updateEnabled()
{
    const bool function = !targetText(&Frame::name).isEmpty();
    for (const Entry &e : m_entries) {
        bool enabled = function;
        switch (e.kind) {
        case Transform::Kind::MergeCallNode:
        case Transform::Kind::FocusSubtree: enabled = function && !m_path.empty(); break;
        case Transform::Kind::FocusCategory: enabled = !targetText(&Frame::category).isEmpty(); break;
        case Transform::Kind::FocusModule:
        case Transform::Kind::CollapseModule: enabled = !targetText(&Frame::module).isEmpty(); break;
        default: break;
        }
        e.action->setEnabled(enabled);
    }
}

void TransformActions::addTo(QMenu &menu) const
{
    const QString name = targetText(&Frame::name);
    if (name.isEmpty())
        return;
    menu.addSection(QFontMetrics(menu.font()).elidedText(name, Qt::ElideMiddle, 400));
    for (const Entry &e : m_entries)
        menu.addAction(e.action);
}

void TransformActions::trigger(Transform::Kind kind)
{
    if (!m_profile || m_frame >= m_profile->frames().size())
        return;
    Transform step;
    step.kind = kind;
    switch (kind) {
    case Transform::Kind::MergeCallNode:
    case Transform::Kind::FocusSubtree:
        for (const FrameId f : m_path)
            step.path << m_profile->strings().string(m_profile->frames()[f].name);
        break;
    case Transform::Kind::FocusCategory: step.name = targetText(&Frame::category); break;
    case Transform::Kind::FocusModule:
    case Transform::Kind::CollapseModule: step.name = targetText(&Frame::module); break;
    default: step.name = targetText(&Frame::name); break;
    }
    if (step.name.isEmpty() && step.path.isEmpty())
        return;
    emit requested(step);
}

} // namespace hg
