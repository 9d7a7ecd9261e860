#pragma once
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QToolButton;

namespace hg {

class DocumentTransforms;

// The breadcrumb of a document's transforms above its pages: "Complete
// profile", then each step; clicking one goes back to it, and steps undone
// stay (greyed) to go forward to until a new one is made. Beside it the
// "My code only" and "Invert" switches, a busy indicator with Cancel while a
// step is computed, and the notes of the steps.
class TransformBar : public QWidget
{
    Q_OBJECT
public:
    explicit TransformBar(DocumentTransforms &transforms, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    DocumentTransforms &m_transforms;
    QHBoxLayout *m_crumbs;
    QToolButton *m_myCode;
    QToolButton *m_invert;
    QProgressBar *m_busy;
    QToolButton *m_cancel;
    QLabel *m_notes;
};

} // namespace hg
