#pragma once
#include <QString>

#include <sys/types.h>

#include <vector>

namespace hg {

// One running process, as the Record dialog lists it.
struct ProcessInfo
{
    pid_t pid = 0;
    QString user;
    QString name;    // /proc/PID/comm
    QString command; // the full command line
    int threads = 0;
    unsigned long long cpuTicks = 0; // user + system time so far, in clock ticks
    double cpuPercent = 0;           // over the time since the previous scan
};

// The processes of this machine that can be recorded (kernel threads left
// out), read from /proc.
class ProcessList
{
public:
    static std::vector<ProcessInfo> scan();
    // Fills cpuPercent of `now` from the ticks each process used since
    // `before`, `seconds` earlier (100 % = one core).
    static void computeCpu(std::vector<ProcessInfo> &now, const std::vector<ProcessInfo> &before, double seconds);
};

} // namespace hg
