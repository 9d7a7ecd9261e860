#include "DocumentTransforms.h"

#include "analysis/PathTransform.h"
#include "io/AvailableMemory.h"

#include <QPromise>

namespace hg {

DocumentTransforms::DocumentTransforms(QObject *parent)
    : QObject(parent), m_job([this](std::optional<Outcome> outcome) { onComputed(std::move(outcome)); })
{
}

void DocumentTransforms::setSource(ProfilePtr source)
{
    if (isBusy() && m_source && m_history.position() > 0) {
        // A live recording's next snapshot while steps are computed: it
        // waits for them, so a slow step still shows, then the newest goes.
        m_waitingSource = std::move(source);
        return;
    }
    m_source = std::move(source);
    m_results.clear();
    update();
}

void DocumentTransforms::push(const Transform &step)
{
    m_errors.clear();
    m_results.resize(std::min(m_results.size(), m_history.position()));
    m_history.push(step);
    update();
}

void DocumentTransforms::goTo(std::size_t position)
{
    if (position > m_history.steps().size() || position == m_history.position())
        return;
    m_history.goTo(position);
    update();
}

void DocumentTransforms::restore(const QStringList &specs)
{
    TransformList steps;
    m_errors.clear();
    for (const QString &spec : specs) {
        QString error;
        if (const std::optional<Transform> step = Transform::parse(spec, &error))
            steps.push_back(*step);
        else
            m_errors << error;
    }
    m_history.reset(std::move(steps));
    m_results.clear();
    update();
}

void DocumentTransforms::cancel()
{
    if (!isBusy())
        return;
    m_job.discard();
    m_history.goTo(m_shownPosition);
    emit changed();
}

// Shows the profile at the history's position: kept, or computed from the
// nearest earlier result.
void DocumentTransforms::update()
{
    if (!m_source)
        return;
    const std::size_t position = m_history.position();
    const TransformList applied = m_history.applied();
    if (position == 0 || (position <= m_results.size() && m_results[position - 1].profile)) {
        m_job.discard();
        m_shownPosition = position;
        m_notes = m_errors;
        for (std::size_t k = 0; k < position; ++k)
            m_notes << m_results[k].notes;
        emit changed();
        emit shown(position ? m_results[position - 1].profile : m_source, invertsTrees(applied));
        return;
    }
    // From the nearest earlier result still kept.
    m_computedFrom = std::min(position - 1, m_results.size());
    while (m_computedFrom > 0 && !m_results[m_computedFrom - 1].profile)
        --m_computedFrom;
    const ProfilePtr base = m_computedFrom ? m_results[m_computedFrom - 1].profile : m_source;
    const TransformList todo(applied.begin() + std::ptrdiff_t(m_computedFrom), applied.end());
    m_job.run([base, todo](QPromise<Outcome> &promise) {
        Outcome outcome;
        ProfilePtr profile = base;
        try {
            for (const Transform &step : todo) {
                TransformedProfile result = ProfileTransformer::apply(profile, {step}, [&promise] { return promise.isCanceled(); });
                if (!result.profile)
                    return; // cancelled
                profile = result.profile;
                outcome.results.push_back(std::move(result));
            }
        } catch (const TransformError &error) {
            outcome.error = error.message();
        }
        promise.addResult(std::move(outcome));
    });
    emit changed();
}

void DocumentTransforms::onComputed(std::optional<Outcome> outcome)
{
    if (m_waitingSource) {
        // Show what was computed for the snapshot before, then start over on
        // the newest one.
        if (outcome && outcome->error.isEmpty() && !outcome->results.empty())
            emit shown(outcome->results.back().profile, invertsTrees(m_history.applied()));
        m_source = std::move(m_waitingSource);
        m_results.clear();
        update();
        return;
    }
    if (!outcome) {
        emit changed();
        return;
    }
    std::size_t k = m_computedFrom;
    for (TransformedProfile &result : outcome->results) {
        if (k < m_results.size())
            m_results[k] = std::move(result);
        else
            m_results.push_back(std::move(result));
        ++k;
    }
    if (!outcome->error.isEmpty()) {
        // Take back the step that failed (and what came after it), saying why.
        m_results.resize(k);
        m_history.reset(TransformList(m_history.steps().begin(), m_history.steps().begin() + std::ptrdiff_t(k)));
        m_errors << outcome->error;
    }
    keepWithinMemory();
    update();
}

// Results are let go when all of them would take more than a quarter of
// the memory still available: the ones furthest from the position first
// (undone steps, then the earliest), never the one shown. A result that is
// its predecessor's profile (an invert) is counted once.
void DocumentTransforms::keepWithinMemory()
{
    const qint64 budget = AvailableMemory::bytes() / 4;
    auto bytesOf = [this](std::size_t k) {
        const ProfilePtr &p = m_results[k].profile;
        const bool shared = k > 0 && m_results[k - 1].profile == p;
        return p && !shared ? qint64(p->memoryBytes()) : qint64(0);
    };
    qint64 used = 0;
    for (std::size_t k = 0; k < m_results.size(); ++k)
        used += bytesOf(k);
    const std::size_t shown = m_history.position(); // m_results[shown - 1] is shown
    std::vector<std::size_t> order; // furthest first
    for (std::size_t k = m_results.size(); k-- > shown;)
        order.push_back(k);
    for (std::size_t k = 0; k + 1 < shown && k < m_results.size(); ++k)
        order.push_back(k);
    for (const std::size_t k : order) {
        if (used <= budget)
            break;
        used -= bytesOf(k);
        m_results[k].profile.reset();
    }
}

} // namespace hg
