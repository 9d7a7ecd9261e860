#include "TrackSelector.h"

#include "analysis/SampleTypes.h"
#include "formats/SampleCounts.h"

#include <QEvent>
#include <QLocale>
#include <QSignalBlocker>
#include <set>
#include <utility>

namespace hg {

TrackSelector::TrackSelector(QWidget *parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::currentIndexChanged, this, &TrackSelector::selectionChanged);
}

void TrackSelector::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    const QSignalBlocker block(this);
    fill();
    setCurrentIndex(0);
}

void TrackSelector::setReading(bool reading)
{
    if (reading == m_reading)
        return;
    m_reading = reading;
    const QSignalBlocker block(this);
    fill();
}

QString TrackSelector::trackCount(std::size_t count) const
{
    const QString number = QLocale().toString(qulonglong(count));
    return m_reading ? tr("%1 so far, the others are being read").arg(number) : number;
}

std::size_t TrackSelector::threadCount(const std::vector<TrackId> &tracks) const
{
    std::set<std::pair<qint64, qint64>> threads;
    for (const TrackId track : tracks) {
        const TrackInfo &info = m_profile->tracks()[track].info;
        threads.emplace(info.processId, info.threadId);
    }
    return threads.size();
}

void TrackSelector::fill()
{
    const int current = currentIndex();
    clear();
    if (!m_profile)
        return;
    const QLocale locale;
    bool allThreads = !m_profile->tracks().empty();
    for (const Track &t : m_profile->tracks())
        allThreads = allThreads && t.info.threadId >= 0;
    // Samples of several kinds: "all" is all of one kind, each kind an entry.
    m_types = SampleTypes::of(*m_profile);
    // A thread's samples and markers are two tracks of one thread: threads are counted once.
    auto countOf = [&](const std::vector<TrackId> &tracks) { return allThreads ? threadCount(tracks) : tracks.size(); };
    if (m_types.size() < 2) {
        m_types.clear();
        std::vector<TrackId> all(m_profile->tracks().size());
        for (std::size_t i = 0; i < all.size(); ++i)
            all[i] = TrackId(std::uint32_t(i));
        const QString n = trackCount(countOf(all));
        addItem(allThreads ? tr("All threads (%1)").arg(n) : tr("All tracks (%1)").arg(n), -1);
    }
    for (qsizetype k = 0; k < m_types.size(); ++k) {
        const QString n = trackCount(countOf(SampleTypes::tracksOf(*m_profile, m_types[k])));
        addItem(allThreads ? tr("All threads: %1 (%2)").arg(m_types[k], n) : tr("All tracks: %1 (%2)").arg(m_types[k], n),
                int(-2 - k));
    }
    for (std::size_t i = 0; i < m_profile->tracks().size(); ++i) {
        const Track &t = m_profile->tracks()[i];
        QString label = t.info.name;
        if (t.info.threadId >= 0 && !label.contains(QString::number(t.info.threadId)))
            label += QStringLiteral(" [%1]").arg(t.info.threadId);
        if (!t.samples.empty())
            label += QStringLiteral(" — ") + tr("%1 samples").arg(locale.toString(qulonglong(SampleCounts::of(t.samples))));
        else if (!t.nodes.empty())
            label += QStringLiteral(" — ") + tr("%1 records").arg(locale.toString(qulonglong(t.nodes.size())));
        else
            label += QStringLiteral(" — ") + tr("%1 spans").arg(locale.toString(qulonglong(t.spans.size())));
        addItem(label, int(i));
    }
    if (current >= 0 && current < count())
        setCurrentIndex(current);
}

std::vector<TrackId> TrackSelector::selectedTracks() const
{
    const int track = currentData().toInt();
    if (track <= -2 && m_profile && -2 - track < m_types.size())
        return SampleTypes::tracksOf(*m_profile, m_types[-2 - track]);
    if (track < 0)
        return {};
    return {TrackId(std::uint32_t(track))};
}

bool TrackSelector::selectTrackNamed(const QString &name)
{
    if (!m_profile)
        return false;
    for (std::size_t i = 0; i < m_profile->tracks().size(); ++i) {
        if (m_profile->tracks()[i].info.name == name) {
            setCurrentIndex(findData(int(i)));
            return true;
        }
    }
    return false;
}

void TrackSelector::selectTrack(TrackId track)
{
    if (m_profile && track < m_profile->tracks().size())
        setCurrentIndex(findData(int(track)));
}

void TrackSelector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        const QSignalBlocker block(this);
        fill();
    }
    QComboBox::changeEvent(event);
}

} // namespace hg
