#pragma once
#include <QTreeView>

namespace hg {

// A tree view whose deep rows keep their names in sight: past the depth
// that would take more than a third of the first column, a row is drawn (and its
// expand arrow clicked) as if at that depth, with its real depth written in
// the indentation it saves. A call tree of 200 levels stays readable
// without scrolling sideways; the levels above show where a row belongs.
class CappedIndentTreeView : public QTreeView
{
    Q_OBJECT
public:
    explicit CappedIndentTreeView(QWidget *parent = nullptr);

    // The deepest level drawn at its own indentation (0: the roots).
    int cappedLevel() const;
    static int levelOf(const QModelIndex &index);

protected:
    void drawRow(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    // Folds or unfolds a capped row whose drawn arrow the click is on.
    bool togglesDrawnArrow(QMouseEvent *event);
    // The row's index among the rows shown (for alternating colours).
    int visualRowOf(const QRect &row) const;
    // How far a row is drawn left of where QTreeView would draw it.
    int shiftOf(const QModelIndex &index) const;
};

} // namespace hg
