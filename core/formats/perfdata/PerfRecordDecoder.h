#pragma once
#include "PerfRecord.h"
#include "PerfSampleRecord.h"
#include "PerfSchedSwitch.h"

#include <QCoreApplication>

#include <cstdint>
#include <memory>
#include <vector>

namespace hg {

class PerfDwarfUnwinder;
class ProfileBuilder;
struct PerfRecording;

// Turns each record of a perf.data into the recording: samples (parsed by
// their event's sample_type, their call chain interned; DWARF user stacks
// unwound as they come, while the sample's stack copy is at hand), the
// mappings, names and forks of processes, and perf's own records of a
// pipe (attributes, features, build ids, event names). Lost events become
// one warning with their count.
class PerfRecordDecoder final : public PerfRecordSink
{
    Q_DECLARE_TR_FUNCTIONS(PerfRecordDecoder)
public:
    PerfRecordDecoder(PerfRecording &recording, ProfileBuilder &builder);
    ~PerfRecordDecoder() override;

    void record(const PerfRecord &record) override;
    // Warnings for what was lost or could not be read.
    void finish();

private:
    void sample(const PerfRecord &record);
    void mmap(const PerfRecord &record, bool mmap2);
    void comm(const PerfRecord &record);
    void fork(const PerfRecord &record);
    void exit(const PerfRecord &record);
    void headerAttr(const PerfRecord &record);
    void eventUpdate(const PerfRecord &record);
    void headerFeature(const PerfRecord &record);
    void headerBuildId(const PerfRecord &record);
    std::uint64_t recordTime(const PerfRecord &record) const;
    PerfDwarfUnwinder *unwinder();
    // Throws ReadError when the samples would grow past the memory left.
    void checkRoom() const;
    void noteBadRecord(const PerfRecord &record, const QString &why);

    PerfRecording &m_recording;
    ProfileBuilder &m_builder;
    PerfSampleRecord m_sample;
    std::vector<std::uint64_t> m_words; // a chain being built (no callchain, DWARF)
    std::unique_ptr<PerfDwarfUnwinder> m_unwinder;
    std::unique_ptr<PerfSchedSwitch> m_switchLayout;
    std::uint32_t m_switchEvent = ~0u - 1; // not looked up yet
    std::uint64_t m_lostEvents = 0;
    std::uint64_t m_lostSamples = 0;
    std::uint64_t m_badRecords = 0;
    qint64 m_firstBadOffset = -1;
    QString m_firstBadReason;
    std::uint64_t m_unknownIds = 0;
    std::uint64_t m_dwarfSamples = 0;
    std::uint64_t m_dwarfFailed = 0;
};

} // namespace hg
