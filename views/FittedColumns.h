#pragma once

class QHeaderView;

namespace hg {

// Columns [first, end) of a table or tree fit their text, measured on the
// rows in sight and a few more: measuring Qt's default thousand rows' text
// on every layout held the window ~100 ms each time a new tree came.
void fitColumnsToContents(QHeaderView *header, int first, int end);
// Only the measuring, for a view that resizes its columns itself.
void measureRowsInSight(QHeaderView *header);

} // namespace hg
