#pragma once
#include "LabelElider.h"

#include <QStyledItemDelegate>
#include <optional>

namespace hg {

// Paints cells of plain text (a call tree's names and figures) as
// QStyledItemDelegate does, with the text shaped once. Qt's item painting
// measured, elided, laid out and drew each cell's text, shaping it three or
// four times: most of a call tree's first paint. Cells with an icon, a
// check box, several lines or another elision take Qt's path.
class PlainTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static bool isPlain(const QStyleOptionViewItem &option);

    mutable std::optional<LabelElider> m_elider; // for m_eliderFont
    mutable QFont m_eliderFont;
};

} // namespace hg
