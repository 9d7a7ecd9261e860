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
    m_source = std::move(source);
    m_results.clear();
    update();
}

void DocumentTransforms::push(const Transform &step)
{
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
    m_notes.clear();
    for (const QString &spec : specs) {
        QString error;
        if (const std::optional<Transform> step = Transform::parse(spec, &error))
            steps.push_back(*step);
        else
            m_notes << error;
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
        m_notes.clear();
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
    const QString error = outcome->error;
    if (!error.isEmpty()) {
        // Take back the step that failed (and what came after it).
        m_results.resize(k);
        m_history.reset(TransformList(m_history.steps().begin(), m_history.steps().begin() + std::ptrdiff_t(k)));
    }
    keepWithinMemory();
    update();
    if (!error.isEmpty()) {
        m_notes << error;
        emit changed();
    }
}

// Earlier results go first when they would take more than a quarter of the
// memory still available; the newest always stays.
void DocumentTransforms::keepWithinMemory()
{
    const qint64 budget = AvailableMemory::bytes() / 4;
    qint64 used = 0;
    for (const TransformedProfile &r : m_results)
        used += qint64(r.profile->memoryBytes());
    std::size_t k = 0;
    while (used > budget && k + 1 < m_results.size()) {
        if (m_results[k].profile) {
            used -= qint64(m_results[k].profile->memoryBytes());
            m_results[k].profile.reset();
        }
        ++k;
    }
}

} // namespace hg
