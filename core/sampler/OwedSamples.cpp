#include "OwedSamples.h"

#include <algorithm>

namespace hg {

void OwedSamples::owe(pid_t tid, std::int64_t tickNs)
{
    std::vector<std::int64_t> &ticks = m_ticks[tid];
    if (ticks.size() >= kMaxPerThread) {
        ticks.erase(ticks.begin());
        ++m_dropped;
    }
    ticks.push_back(tickNs);
}

const std::vector<std::int64_t> &OwedSamples::ticksOf(pid_t tid)
{
    return m_ticks[tid];
}

void OwedSamples::paid(pid_t tid)
{
    m_ticks[tid].clear();
}

void OwedSamples::keepOnly(const std::vector<pid_t> &threads)
{
    std::erase_if(m_ticks, [&threads](const auto &entry) {
        return std::find(threads.begin(), threads.end(), entry.first) == threads.end();
    });
}

} // namespace hg
