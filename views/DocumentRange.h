#pragma once
#include "BackgroundResult.h"
#include "TimeRanges.h"
#include "model/Profile.h"

#include <QObject>
#include <QTimer>

namespace hg {

// The time ranges of one document (a selection dragged across a timeline,
// and the ranges committed from it, as a breadcrumb) and the part of the
// profile they leave to the views that aggregate: the profile cut to the
// current range (ProfileSlice) on a worker, a newer range superseding an
// older one whose cut is dropped. Without a range that is the profile
// itself, at once. Transforms come before: the profile given is the
// transformed one, and a new version of it (a transform, a live snapshot)
// is cut again to the same ranges.
class DocumentRange : public QObject
{
    Q_OBJECT
public:
    explicit DocumentRange(QObject *parent = nullptr);
    ~DocumentRange() override;

    void setProfile(ProfilePtr profile);
    // Forgets every range (a new document, whose setProfile() follows).
    void reset();

    const TimeRanges &ranges() const { return m_ranges; }
    // The profile the aggregating views read: cut to the current range;
    // null while that is being cut.
    const ProfilePtr &sliced() const { return m_sliced; }
    bool isBusy() const { return m_cut.isPending() || m_throttle.isActive(); }

    // A selection (kept within the committed range). `final`: the drag that
    // makes it ended; while it goes on, cuts are made at most every
    // kThrottleMs, so the views follow without queueing work.
    void select(TimeRange range, bool final = true);
    void clearSelection();
    // The selection becomes the newest committed range.
    void commit();
    // Each range selected in turn, all but the last committed (the GUI's
    // --range options).
    void selectNested(const std::vector<TimeRange> &ranges);
    // Back out to the first `level` committed ranges (0: the whole profile).
    void goTo(std::size_t level);

    static constexpr int kThrottleMs = 60;

signals:
    // The ranges changed (to draw the selection, the breadcrumb).
    void changed();
    // The profile the aggregating views read is ready (sliced()).
    void slicedChanged(ProfilePtr sliced);

private:
    void setRanges(TimeRanges ranges, bool final);
    void cutNow();
    // m_sliced is of this range, or is being cut to it.
    bool cutOrCutting(const std::optional<TimeRange> &range) const;

    ProfilePtr m_profile;
    TimeRanges m_ranges;
    std::optional<TimeRange> m_cutRange; // of m_sliced, or of the cut under way
    ProfilePtr m_sliced;
    QTimer m_throttle;
    BackgroundResult<ProfilePtr> m_cut;
};

} // namespace hg
