#include "TransformText.h"

namespace hg {

QString TransformText::title(const Transform &step)
{
    using Kind = Transform::Kind;
    const QString path = step.path.join(QStringLiteral(" › "));
    switch (step.kind) {
    case Kind::MergeFunction: return tr("Merge: %1").arg(step.name);
    case Kind::MergeCallNode: return tr("Merge node: %1").arg(path);
    case Kind::FocusSubtree: return tr("Focus: %1").arg(path);
    case Kind::FocusFunction: return tr("Focus: %1 (merged)").arg(step.name);
    case Kind::FocusCategory: return tr("Category: %1").arg(step.name);
    case Kind::FocusModule: return tr("Module: %1").arg(step.name);
    case Kind::CollapseModule: return tr("Collapse: %1").arg(step.name);
    case Kind::CollapseRecursion: return tr("Collapse recursion: %1").arg(step.name);
    case Kind::CollapseDirectRecursion: return tr("Collapse direct recursion: %1").arg(step.name);
    case Kind::CollapseSubtree: return tr("Collapse subtree: %1").arg(step.name);
    case Kind::DropFunction: return tr("Drop: %1").arg(step.name);
    case Kind::MyCode: return step.name.isEmpty() ? tr("My code") : tr("My code: %1").arg(step.name);
    case Kind::Invert: return tr("Inverted");
    case Kind::Weight: return step.name == kWeightCpu ? tr("Weighed by CPU time") : tr("Weighed by wall time");
    case Kind::Only: return step.name == kOnlyRunning ? tr("Running only") : tr("Waiting only");
    }
    return {};
}

QString TransformText::action(Transform::Kind kind)
{
    using Kind = Transform::Kind;
    switch (kind) {
    case Kind::MergeFunction: return tr("Merge function");
    case Kind::MergeCallNode: return tr("Merge this call node only");
    case Kind::FocusSubtree: return tr("Focus on subtree only");
    case Kind::FocusFunction: return tr("Focus on function");
    case Kind::FocusCategory: return tr("Focus on category");
    case Kind::FocusModule: return tr("Focus on module");
    case Kind::CollapseModule: return tr("Collapse module");
    case Kind::CollapseRecursion: return tr("Collapse recursion");
    case Kind::CollapseDirectRecursion: return tr("Collapse direct recursion only");
    case Kind::CollapseSubtree: return tr("Collapse function subtree");
    case Kind::DropFunction: return tr("Drop samples with this function");
    case Kind::MyCode: return tr("My code only");
    case Kind::Invert: return tr("Invert call tree");
    case Kind::Weight: return tr("CPU time");
    case Kind::Only: return tr("Running or waiting only");
    }
    return {};
}

} // namespace hg
