#pragma once
#include <QCoreApplication>

namespace hg {

class PerfSampleAssembler;
class ProfileBuilder;
class PerfSymbolResolver;
class ReadContext;
struct PerfRecording;

// Gives a read recording to the PerfSampleAssembler the perf script reader
// shares: its events, each location's frame and each call chain's stack
// (once, not per sample), then its samples in time order with the names
// and forks between them.
class PerfRecordingReplay
{
    Q_DECLARE_TR_FUNCTIONS(PerfRecordingReplay)
public:
    static void replay(const PerfRecording &recording, const PerfSymbolResolver &symbols,
                       PerfSampleAssembler &assembler, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
