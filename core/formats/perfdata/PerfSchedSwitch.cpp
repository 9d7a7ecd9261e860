#include "PerfSchedSwitch.h"

#include <charconv>
#include <cstring>

namespace hg {

namespace {

// "\tfield:pid_t next_pid;\toffset:56;\tsize:4;\tsigned:1;" -> offset, size
bool fieldOf(std::string_view format, std::string_view name, std::size_t &offset, std::size_t &size)
{
    for (std::size_t at = format.find(name); at != std::string_view::npos; at = format.find(name, at + 1)) {
        // The name ends the declaration: "pid_t next_pid;".
        if (at == 0 || format[at - 1] != ' ' || at + name.size() >= format.size() || format[at + name.size()] != ';')
            continue;
        const std::string_view rest = format.substr(at);
        const std::size_t o = rest.find("offset:"), s = rest.find("size:");
        const std::size_t lineEnd = rest.find('\n');
        if (o == std::string_view::npos || s == std::string_view::npos || s > lineEnd)
            return false;
        const char *oEnd = rest.data() + rest.size();
        return std::from_chars(rest.data() + o + 7, oEnd, offset).ec == std::errc()
            && std::from_chars(rest.data() + s + 5, oEnd, size).ec == std::errc();
    }
    return false;
}

} // namespace

PerfSchedSwitch::PerfSchedSwitch(const QByteArray &tracingData)
{
    // The event's format text: "name: sched_switch\nID: ...\nformat:\n..."
    const std::string_view data(tracingData.constData(), std::size_t(tracingData.size()));
    const std::size_t start = data.find("name: sched_switch\n");
    if (start == std::string_view::npos)
        return;
    const std::size_t end = data.find("print fmt:", start);
    const std::string_view format = data.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    std::size_t offset = 0, size = 0;
    if (fieldOf(format, "next_pid", offset, size) && size == 4)
        m_nextPid = offset;
    if (fieldOf(format, "prev_state", offset, size) && (size == 4 || size == 8))
        m_prevState = offset, m_prevStateSize = size;
}

bool PerfSchedSwitch::decode(std::string_view raw, std::int32_t &nextTid, char &prevState) const
{
    if (raw.size() < m_nextPid + 4 || raw.size() < m_prevState + m_prevStateSize)
        return false;
    std::memcpy(&nextTid, raw.data() + m_nextPid, 4);
    std::uint64_t state = 0;
    std::memcpy(&state, raw.data() + m_prevState, m_prevStateSize); // little-endian: the low bytes first
    // The task states as the event prints them: none = running (left
    // preempted), then S, D, T, t, X, Z, P, I by their bits; the bit above
    // them marks a preemption.
    static const char letters[] = "SDTtXZPI";
    prevState = 'R';
    for (int bit = 0; bit < 8; ++bit) {
        if (state >> bit & 1) {
            prevState = letters[bit];
            break;
        }
    }
    return true;
}

} // namespace hg
