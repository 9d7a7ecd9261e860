#pragma once

class QBoxLayout;
class QString;
class QToolButton;

namespace hg::breadcrumbs {

// The crumbs of a breadcrumb row ("Complete profile › Merge: f", "Full
// range › 2.00 s"), shared by the transform and range bars, which rebuild
// theirs whole on every change.

// Takes every crumb out; safe from a crumb's own click (they go later).
void clear(QBoxLayout *crumbs);
// Adds a flat button after a " › " (none before the first), bold when it
// is the current one; `reached` greys the arrow of a crumb not reached
// (an undone step).
QToolButton *add(QBoxLayout *crumbs, const QString &text, bool current, bool reached = true);

} // namespace hg::breadcrumbs
