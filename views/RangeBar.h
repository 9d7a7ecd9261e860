#pragma once
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QToolButton;

namespace hg {

class DocumentRange;

// The breadcrumb of a document's time ranges, as Firefox Profiler has it:
// "Full range", then each committed range by its length; clicking one goes
// back out to it. After them the selection not committed yet, with its
// length, a button that zooms into it (commits it) and one that clears it.
// Shown while there is a range or a selection.
class RangeBar : public QWidget
{
    Q_OBJECT
public:
    explicit RangeBar(DocumentRange &range, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    DocumentRange &m_range;
    QHBoxLayout *m_crumbs;
    QLabel *m_selection;
    QToolButton *m_zoom;
    QToolButton *m_clear;
};

} // namespace hg
