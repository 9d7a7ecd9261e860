#pragma once
#include <QCoreApplication>
#include <QString>

#include <sys/types.h>

#include <cstdint>

struct Dwfl;
struct Dwfl_Module;

namespace hg {

// elfutils' view of a live process: its modules (executable, libraries, the
// vDSO) read from /proc/PID/maps. Threads are unwound from snapshots
// (StackUnwinder), so libdwfl never attaches to the process by itself.
class ProcessDwfl
{
    Q_DECLARE_TR_FUNCTIONS(ProcessDwfl)
public:
    enum class Use {
        Unwinding, // each module's CFI is loaded when it is reported
        Symbols,   // modules only, for a symbolizer on another thread
    };
    ProcessDwfl(pid_t pid, Use use);
    ~ProcessDwfl();
    ProcessDwfl(const ProcessDwfl &) = delete;
    ProcessDwfl &operator=(const ProcessDwfl &) = delete;

    bool isValid() const { return m_dwfl && m_error.isEmpty(); }
    QString error() const { return m_error; }
    Dwfl *dwfl() const { return m_dwfl; }
    pid_t pid() const { return m_pid; }
    Dwfl_Module *moduleAt(std::uint64_t address) const;
    // Re-reads the process's maps, libraries loaded (or unloaded) since,
    // through `thread`: any live thread of it (its leader may have exited).
    // What was known stays when they cannot be read.
    void refreshModules(pid_t thread);
    // How often refreshModules() ran, for the recording's notes.
    int refreshCount() const { return m_refreshes; }

private:
    QString reportModules(pid_t through); // empty, or what went wrong
    void loadUnwindTables();

    pid_t m_pid;
    Use m_use;
    Dwfl *m_dwfl = nullptr;
    int m_refreshes = 0;
    QString m_error;
};

} // namespace hg
