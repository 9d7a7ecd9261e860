#include "TransformHistory.h"

namespace hg {

void TransformHistory::push(const Transform &step)
{
    m_steps.resize(m_position);
    m_steps.push_back(step);
    m_position = m_steps.size();
}

void TransformHistory::reset(TransformList steps)
{
    m_steps = std::move(steps);
    m_position = m_steps.size();
}

} // namespace hg
