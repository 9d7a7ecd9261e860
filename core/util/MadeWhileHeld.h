#pragma once
#include <memory>
#include <mutex>

namespace hg {

// A value derived from its owner, made on first use (on any thread) and kept
// only while someone holds it: asked for again after the last holder let
// go, it is made again. For what is big and needed only while something
// else is built from it (a span track's call paths, while its call trees
// are made): kept for good it would be memory no page uses. A value given
// before the owner is shared (known) is kept for good, since it may not be
// made again from the owner. Copies of the owner share it, as MadeOnce's.
template <typename T>
class MadeWhileHeld
{
public:
    // Sets up the value, known already (non-null) or to be made on use (null).
    void reset(std::shared_ptr<const T> known = {})
    {
        m_state = std::make_shared<State>();
        m_state->kept = std::move(known);
    }
    // Null when the owner never set it up (default-constructed).
    template <typename Make>
    std::shared_ptr<const T> get(const Make &make) const
    {
        if (!m_state)
            return {};
        // Held while made: a second asker waits for the first one's value.
        const std::lock_guard<std::mutex> lock(m_state->mutex);
        if (m_state->kept)
            return m_state->kept;
        if (std::shared_ptr<const T> held = m_state->held.lock())
            return held;
        auto made = std::make_shared<const T>(make());
        m_state->held = made;
        return made;
    }

private:
    struct State
    {
        std::mutex mutex;
        std::shared_ptr<const T> kept;
        std::weak_ptr<const T> held;
    };
    std::shared_ptr<State> m_state;
};

} // namespace hg
