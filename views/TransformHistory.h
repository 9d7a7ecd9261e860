#pragma once
#include "analysis/Transform.h"

namespace hg {

// A document's transforms as an undo stack: the first position() steps are
// applied; the ones after them were undone and can be redone until a new
// step is pushed. Going back to a breadcrumb is going to its position.
class TransformHistory
{
public:
    const TransformList &steps() const { return m_steps; }
    std::size_t position() const { return m_position; }
    TransformList applied() const { return {m_steps.begin(), m_steps.begin() + std::ptrdiff_t(m_position)}; }

    // Applies `step` after the current position, forgetting undone steps.
    void push(const Transform &step);
    void goTo(std::size_t position) { m_position = std::min(position, m_steps.size()); }
    bool canUndo() const { return m_position > 0; }
    bool canRedo() const { return m_position < m_steps.size(); }
    // Replaces everything with these steps, all applied.
    void reset(TransformList steps);

private:
    TransformList m_steps;
    std::size_t m_position = 0;
};

} // namespace hg
