#pragma once
#include <QWidget>

class QComboBox;
class QToolButton;

namespace hg {

class DocumentTransforms;

// The transform bar's switches of what samples count: "CPU time" weighs
// them by the CPU time their thread used (a weight:cpu step; off again, the
// step is undone when it was the last, else weight:wall follows), and
// "All samples" / "Running only" / "Waiting only" keeps the samples taken on
// a CPU or off one (only: steps). Disabled, saying why, for a profile
// without CPU figures or thread states.
class SampleWeightSwitches : public QWidget
{
    Q_OBJECT
public:
    explicit SampleWeightSwitches(DocumentTransforms &transforms, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();
    void weighByCpu(bool on);
    void keepOnly(int choice);

    DocumentTransforms &m_transforms;
    QToolButton *m_cpu;
    QComboBox *m_only;
};

} // namespace hg
