#pragma once
#include <QByteArray>

#include <cstdint>
#include <string_view>

namespace hg {

// The two fields of a sched:sched_switch sample that off-CPU time needs:
// the thread switched to (next_pid) and the state the leaving one was left
// in (prev_state). Where they lie in the raw data comes from the event's
// format in the recording's tracing data, else the layout Linux has had on
// 64-bit machines since 4.x.
class PerfSchedSwitch
{
public:
    explicit PerfSchedSwitch(const QByteArray &tracingData = {});

    // False when the raw data is too short for the fields.
    bool decode(std::string_view raw, std::int32_t &nextTid, char &prevState) const;

private:
    std::size_t m_nextPid = 56;
    std::size_t m_prevState = 32;
    std::size_t m_prevStateSize = 8;
};

} // namespace hg
