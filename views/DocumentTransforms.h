#pragma once
#include "BackgroundResult.h"
#include "TransformHistory.h"
#include "analysis/ProfileTransformer.h"

#include <QObject>
#include <QStringList>

namespace hg {

// The transforms of one document and the profile they make: each step is
// applied on a worker thread to the result of the step before, and every
// result is kept (while memory allows), so undo and going back along the
// breadcrumb are instant. A step that names nothing is taken back with the
// error as a note.
class DocumentTransforms : public QObject
{
    Q_OBJECT
public:
    explicit DocumentTransforms(QObject *parent = nullptr);

    // The profile as opened, or a live recording's newest snapshot: the
    // applied steps are made again on it.
    void setSource(ProfilePtr source);
    const ProfilePtr &source() const { return m_source; }
    const TransformHistory &history() const { return m_history; }
    bool isBusy() const { return m_job.isPending(); }
    // What the person should know: a step that failed, my-code that found
    // nothing of the program's own.
    const QStringList &notes() const { return m_notes; }

    void push(const Transform &step);
    void goTo(std::size_t position);
    void undo() { goTo(m_history.position() - 1); }
    void redo() { goTo(m_history.position() + 1); }
    // Steps saved with the document (spec() texts), all applied; ones that
    // cannot be read are left out with a note.
    void restore(const QStringList &specs);
    // Stops the step being computed: back to the position last shown.
    void cancel();

signals:
    // The profile after the applied steps, and whether trees are drawn inverted.
    void shown(ProfilePtr profile, bool inverted);
    // Steps, position, busy state or notes changed.
    void changed();

private:
    struct Outcome
    {
        std::vector<TransformedProfile> results; // after each step computed, in order
        QString error;                           // the step after them named nothing
    };

    void update();
    void onComputed(std::optional<Outcome> outcome);
    void keepWithinMemory();

    ProfilePtr m_source;
    TransformHistory m_history;
    std::size_t m_shownPosition = 0;
    std::size_t m_computedFrom = 0;
    // m_results[k - 1]: the profile after the first k steps (of the history
    // as it is); fewer when later ones are not computed or were dropped.
    std::vector<TransformedProfile> m_results;
    QStringList m_notes;
    QStringList m_errors; // steps that could not be read or applied: kept until the next step
    ProfilePtr m_waitingSource; // a snapshot that came while steps were computed
    BackgroundResult<Outcome> m_job;
};

} // namespace hg
