#pragma once
#include "analysis/Transform.h"

#include <QCoreApplication>

namespace hg {

// What a transform is called where people see it: in the breadcrumb and as
// the context menu's entries.
class TransformText
{
    Q_DECLARE_TR_FUNCTIONS(TransformText)
public:
    // A breadcrumb's label: "Merge: malloc", "Focus: main › run".
    static QString title(const Transform &step);
    // The context menu entry of a kind ("Merge function").
    static QString action(Transform::Kind kind);
};

} // namespace hg
