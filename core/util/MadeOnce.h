#pragma once
#include <memory>
#include <mutex>

namespace hg {

// A value derived from its owner, made on first use (on any thread, once)
// and kept, or given before the owner is shared. Copies of the owner share
// it: what it is derived from is the same in them. An owner that never set
// it up (default-constructed) gets `empty`.
template <typename T>
class MadeOnce
{
public:
    // Sets up the value, known already (non-null) or to be made on first use (null).
    void reset(std::shared_ptr<const T> known = {})
    {
        m_state = std::make_shared<State>();
        m_state->value = std::move(known);
    }
    template <typename Make>
    const T &get(const Make &make, const T &empty) const
    {
        if (!m_state)
            return empty;
        std::call_once(m_state->made, [&] {
            if (!m_state->value)
                m_state->value = std::make_shared<const T>(make());
        });
        return *m_state->value;
    }

private:
    struct State
    {
        std::once_flag made;
        std::shared_ptr<const T> value;
    };
    std::shared_ptr<State> m_state;
};

} // namespace hg
