#include "TransformBar.h"

#include "Breadcrumbs.h"
#include "DocumentTransforms.h"
#include "SampleWeightSwitches.h"
#include "TransformText.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace hg {

namespace {

bool applies(const TransformList &steps, Transform::Kind kind)
{
    return std::any_of(steps.begin(), steps.end(), [kind](const Transform &t) { return t.kind == kind; });
}

} // namespace

TransformBar::TransformBar(DocumentTransforms &transforms, QWidget *parent)
    : QWidget(parent)
    , m_transforms(transforms)
    , m_crumbs(new QHBoxLayout)
    , m_myCode(new QToolButton(this))
    , m_invert(new QToolButton(this))
    , m_busy(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_notes(new QLabel(this))
{
    m_crumbs->setSpacing(0);
    m_myCode->setCheckable(true);
    m_invert->setCheckable(true);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(14);
    m_notes->setStyleSheet(QStringLiteral("color: #b45309;"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 2, 8, 2);
    row->addLayout(m_crumbs);
    row->addWidget(m_busy);
    row->addWidget(m_cancel);
    row->addWidget(m_notes, 1);
    row->addWidget(new SampleWeightSwitches(m_transforms, this));
    row->addWidget(m_myCode);
    row->addWidget(m_invert);

    connect(m_myCode, &QToolButton::clicked, this, [this](bool on) {
        if (on) {
            Transform step;
            step.kind = Transform::Kind::MyCode;
            m_transforms.push(step);
        } else {
            // Back to before the first my-code step.
            const TransformList applied = m_transforms.history().applied();
            const auto first = std::find_if(applied.begin(), applied.end(), [](const Transform &t) { return t.kind == Transform::Kind::MyCode; });
            m_transforms.goTo(std::size_t(first - applied.begin()));
        }
    });
    connect(m_invert, &QToolButton::clicked, this, [this] {
        Transform step;
        step.kind = Transform::Kind::Invert;
        m_transforms.push(step);
    });
    connect(m_cancel, &QToolButton::clicked, &m_transforms, &DocumentTransforms::cancel);
    connect(&m_transforms, &DocumentTransforms::changed, this, &TransformBar::rebuild);
    rebuild();
}

void TransformBar::rebuild()
{
    breadcrumbs::clear(m_crumbs);
    const TransformHistory &history = m_transforms.history();
    const TransformList &steps = history.steps();
    auto addCrumb = [this, &history](const QString &text, std::size_t position) {
        const bool undone = position > history.position();
        QToolButton *crumb = breadcrumbs::add(m_crumbs, text, position == history.position(), !undone);
        QFont font = crumb->font();
        font.setItalic(undone); // undone: can be redone
        crumb->setFont(font);
        if (undone)
            crumb->setToolTip(tr("Undone: click to apply it again (Ctrl+Shift+Z)"));
        connect(crumb, &QToolButton::clicked, &m_transforms, [this, position] { m_transforms.goTo(position); });
    };
    addCrumb(tr("Complete profile"), 0);
    for (std::size_t i = 0; i < steps.size(); ++i)
        addCrumb(TransformText::title(steps[i]), i + 1);

    const TransformList applied = history.applied();
    m_myCode->setText(TransformText::action(Transform::Kind::MyCode));
    m_myCode->setToolTip(tr("Hide frames that are not the program's own (libraries, the runtime): their time goes to the nearest own caller"));
    m_myCode->setChecked(applies(applied, Transform::Kind::MyCode));
    m_invert->setText(TransformText::action(Transform::Kind::Invert));
    m_invert->setToolTip(tr("Trees and the flame graph grow from the functions that ran up to their callers"));
    m_invert->setChecked(invertsTrees(applied));
    m_busy->setVisible(m_transforms.isBusy());
    m_cancel->setVisible(m_transforms.isBusy());
    m_cancel->setText(tr("Cancel"));
    m_notes->setText(m_transforms.notes().join(QStringLiteral("  ")));
    m_notes->setToolTip(m_notes->text());
}

void TransformBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace hg
