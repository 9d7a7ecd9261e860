#include "SampleWeightSwitches.h"

#include "DocumentTransforms.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QToolButton>

namespace hg {

namespace {

enum Choice { AllSamples, RunningOnly, WaitingOnly };

// The last weight: or only: step applied, and where it is.
const Transform *lastOf(const TransformList &applied, Transform::Kind kind)
{
    const auto found = std::find_if(applied.rbegin(), applied.rend(), [kind](const Transform &t) { return t.kind == kind; });
    return found == applied.rend() ? nullptr : &*found;
}

} // namespace

SampleWeightSwitches::SampleWeightSwitches(DocumentTransforms &transforms, QWidget *parent)
    : QWidget(parent), m_transforms(transforms), m_cpu(new QToolButton(this)), m_only(new QComboBox(this))
{
    m_cpu->setCheckable(true);
    m_only->addItems({QString(), QString(), QString()});
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_only);
    row->addWidget(m_cpu);
    connect(m_cpu, &QToolButton::clicked, this, &SampleWeightSwitches::weighByCpu);
    connect(m_only, &QComboBox::activated, this, &SampleWeightSwitches::keepOnly);
    connect(&m_transforms, &DocumentTransforms::changed, this, &SampleWeightSwitches::update);
    update();
}

void SampleWeightSwitches::weighByCpu(bool on)
{
    const TransformList applied = m_transforms.history().applied();
    if (!on && !applied.empty() && applied.back().kind == Transform::Kind::Weight) {
        m_transforms.undo(); // the step just made: gone rather than stacked
        return;
    }
    Transform step;
    step.kind = Transform::Kind::Weight;
    step.name = on ? kWeightCpu : kWeightWall;
    m_transforms.push(step);
}

void SampleWeightSwitches::keepOnly(int choice)
{
    // Back to before the first only: step, then the one chosen.
    const TransformList applied = m_transforms.history().applied();
    const auto first = std::find_if(applied.begin(), applied.end(), [](const Transform &t) { return t.kind == Transform::Kind::Only; });
    if (first != applied.end())
        m_transforms.goTo(std::size_t(first - applied.begin()));
    if (choice == AllSamples)
        return;
    Transform step;
    step.kind = Transform::Kind::Only;
    step.name = choice == RunningOnly ? kOnlyRunning : kOnlyWaiting;
    m_transforms.push(step);
}

void SampleWeightSwitches::update()
{
    bool cpu = false, states = false;
    if (const ProfilePtr &source = m_transforms.source())
        for (const Track &track : source->tracks()) {
            cpu = cpu || track.samples.hasCpu();
            states = states || track.samples.hasStates();
        }
    const TransformList applied = m_transforms.history().applied();
    const QSignalBlocker blocking(m_only);
    m_cpu->setText(tr("CPU time"));
    m_cpu->setEnabled(cpu);
    m_cpu->setChecked(weighsByCpu(applied));
    m_cpu->setToolTip(cpu ? tr("Count each sample by the CPU time its thread used since the sample before, not by the time until the next one: "
                               "threads that only wait drop out")
                          : tr("This profile does not say how much CPU time its threads used (recordings of Hourglass, "
                               "Firefox profiles with CPU deltas and perf's clock events do)"));
    m_only->setItemText(AllSamples, tr("All samples"));
    m_only->setItemText(RunningOnly, tr("Running only"));
    m_only->setItemText(WaitingOnly, tr("Waiting only"));
    m_only->setEnabled(cpu || states);
    m_only->setToolTip(cpu || states ? tr("Only the samples taken while their thread ran on a CPU, or while it waited (slept, blocked, was preempted)")
                                     : tr("This profile does not say whether its threads were running or waiting"));
    const Transform *only = lastOf(applied, Transform::Kind::Only);
    m_only->setCurrentIndex(!only ? AllSamples : only->name == kOnlyRunning ? RunningOnly : WaitingOnly);
}

void SampleWeightSwitches::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace hg
