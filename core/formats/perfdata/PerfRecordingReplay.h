#pragma once
#include <QCoreApplication>

namespace hg {

class PerfSampleAssembler;
class PerfSymbolResolver;
class ReadContext;
struct PerfRecording;

// Gives a read recording to the PerfSampleAssembler the perf script reader
// shares: its events, then its samples in file order with the names and
// forks between them, each sample's frames those of its chain's locations.
class PerfRecordingReplay
{
    Q_DECLARE_TR_FUNCTIONS(PerfRecordingReplay)
public:
    static void replay(const PerfRecording &recording, const PerfSymbolResolver &symbols,
                       PerfSampleAssembler &assembler, const ReadContext &context);
};

} // namespace hg
