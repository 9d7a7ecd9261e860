#pragma once
#include "model/Profile.h"

#include <QWidget>

class QLabel;

namespace hg {

class TimelineView;

// A's and B's timelines one above the other, zoom and pan linked by
// relative time: the same share of each profile's length is in view, so
// the same phase of two runs of different lengths lines up.
class SideBySideCharts : public QWidget
{
    Q_OBJECT
public:
    explicit SideBySideCharts(QWidget *parent = nullptr);

    // Whether a profile has anything in time to draw (spans or timed samples).
    static bool applies(const Profile &profile);
    void setProfiles(ProfilePtr a, const QString &nameA, ProfilePtr b, const QString &nameB);
    TimelineView *chartA() const { return m_a; }
    TimelineView *chartB() const { return m_b; }
    bool isBuilding() const;

private:
    void follow(const TimelineView *from, TimelineView *to);

    QLabel *m_labelA, *m_labelB;
    TimelineView *m_a, *m_b;
};

} // namespace hg
