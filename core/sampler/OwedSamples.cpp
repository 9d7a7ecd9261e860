#include "OwedSamples.h"

#include <algorithm>

namespace hg {

void OwedSamples::owe(pid_t tid, std::int64_t tickNs, const ThreadReading &reading)
{
    std::deque<Tick> &ticks = m_ticks[tid];
    if (ticks.size() >= kMaxPerThread)
        ticks.pop_front();
    ticks.push_back({tickNs, reading});
}

const std::deque<OwedSamples::Tick> &OwedSamples::ticksOf(pid_t tid)
{
    return m_ticks[tid];
}

void OwedSamples::paid(pid_t tid)
{
    m_ticks[tid].clear();
}

bool OwedSamples::owes(pid_t tid) const
{
    const auto found = m_ticks.find(tid);
    return found != m_ticks.end() && !found->second.empty();
}

void OwedSamples::keepOnly(const std::vector<pid_t> &threads)
{
    std::erase_if(m_ticks, [&threads](const auto &entry) {
        return !std::binary_search(threads.begin(), threads.end(), entry.first);
    });
}

} // namespace hg
