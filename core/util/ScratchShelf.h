#pragma once
#include <memory>
#include <mutex>
#include <vector>

namespace hg {

// Scratch for the threads of a parallel loop: each job takes one and puts
// it back, so a thread reuses the pages of one scratch for every job it
// runs, and there are never more scratches than threads running at once.
template <typename Scratch>
class ScratchShelf
{
public:
    std::unique_ptr<Scratch> take()
    {
        const std::lock_guard<std::mutex> hold(m_lock);
        if (m_idle.empty())
            return std::make_unique<Scratch>();
        std::unique_ptr<Scratch> scratch = std::move(m_idle.back());
        m_idle.pop_back();
        return scratch;
    }
    void putBack(std::unique_ptr<Scratch> scratch)
    {
        const std::lock_guard<std::mutex> hold(m_lock);
        m_idle.push_back(std::move(scratch));
    }

private:
    std::mutex m_lock;
    std::vector<std::unique_ptr<Scratch>> m_idle;
};

} // namespace hg
