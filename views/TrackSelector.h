#pragma once
#include "model/Profile.h"

#include <QComboBox>

namespace hg {

// Chooses which tracks the aggregated views show: all of them, or one. A
// profile with samples of several kinds (SampleTypes) offers all tracks of
// each kind instead of all tracks.
class TrackSelector : public QComboBox
{
    Q_OBJECT
public:
    explicit TrackSelector(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile);
    // The profile is a first part of the file, the rest being read: the
    // entries for all tracks say their count is of those read so far.
    void setReading(bool reading);
    // Empty = all tracks.
    std::vector<TrackId> selectedTracks() const;
    bool selectTrackNamed(const QString &name);
    void selectTrack(TrackId track);

signals:
    void selectionChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    // A count of tracks as an entry for all of them shows it.
    QString trackCount(std::size_t count) const;
    // The threads (process and thread id) these tracks belong to.
    std::size_t threadCount(const std::vector<TrackId> &tracks) const;

    ProfilePtr m_profile;
    QStringList m_types; // the kinds offered, when more than one
    bool m_reading = false;
};

} // namespace hg
