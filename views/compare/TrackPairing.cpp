#include "TrackPairing.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace hg {

TrackPairing::TrackPairing(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_a(new QComboBox(this))
    , m_b(new QComboBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_a);
    layout->addWidget(new QLabel(QStringLiteral("↔"), this));
    layout->addWidget(m_b);
    for (QComboBox *box : {m_a, m_b})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_a, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        // The same name in B, or all of B for all of A.
        const int match = m_a->currentIndex() == 0 ? 0 : m_b->findText(m_a->currentText());
        if (match >= 0 && match != m_b->currentIndex()) {
            const QSignalBlocker quiet(m_b);
            m_b->setCurrentIndex(match);
        }
        emit changed();
    });
    connect(m_b, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            emit changed();
    });
    retranslate();
}

void TrackPairing::setProfiles(const ProfilePtr &a, const ProfilePtr &b)
{
    m_profileA = a;
    m_profileB = b;
    m_filling = true;
    fill(m_a, a.get());
    fill(m_b, b.get());
    m_filling = false;
    // One track on each side (two recordings of one thread) needs no choice.
    setVisible(m_a->count() > 2 || m_b->count() > 2);
}

void TrackPairing::fill(QComboBox *box, const Profile *profile)
{
    box->clear();
    box->addItem(tr("All tracks"), QVariant(uint(kNoId)));
    if (!profile)
        return;
    for (std::uint32_t i = 0; i < profile->tracks().size(); ++i) {
        const TrackInfo &info = profile->tracks()[i].info;
        box->addItem(info.group.isEmpty() ? info.name : info.group + QStringLiteral(" / ") + info.name, QVariant(uint(i)));
    }
}

std::vector<TrackId> TrackPairing::chosen(const QComboBox *box)
{
    const uint track = box->currentData().toUInt();
    return track == uint(kNoId) ? std::vector<TrackId>{} : std::vector<TrackId>{TrackId(track)};
}

std::vector<TrackId> TrackPairing::tracksA() const { return chosen(m_a); }
std::vector<TrackId> TrackPairing::tracksB() const { return chosen(m_b); }

void TrackPairing::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TrackPairing::retranslate()
{
    m_label->setText(tr("Compare"));
    m_a->setItemText(0, tr("All tracks"));
    m_b->setItemText(0, tr("All tracks"));
    m_a->setToolTip(tr("A's track (all, or one thread, request or line)"));
    m_b->setToolTip(tr("B's track, chosen by name with A's; choose another to pair tracks whose names differ"));
}

} // namespace hg
