#pragma once
#include <functional>

class QTreeView;

namespace hg {

// Opening a tree row by row, shared by the tree panels.
namespace treeExpansion {

// How deep a tree opens by itself (a hot path) or on "Expand all" when it is
// very deep: a chain thousands of levels deep (a damaged report, deep
// recursion) would open into a staircase nobody can read.
inline constexpr int kMaxAutoLevels = 256;

// Runs `expand` with the view's ResizeToContents columns measured once
// afterwards: QTreeView::expand re-measures them over the visible rows at
// every row it opens, which made a 20 000-row hot path take minutes.
void withColumnsFittedAfter(QTreeView *view, const std::function<void()> &expand);

} // namespace treeExpansion
} // namespace hg
