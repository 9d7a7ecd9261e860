#pragma once
#include "SentryPayloadReader.h"
#include "SentryProfileData.h"
#include "model/Time.h"

#include <QCoreApplication>
#include <optional>
#include <simdjson.h>

namespace hg {

class ProfileBuilder;

// Turns what SentryPayloadReader collected into the model: one track per
// thread (the active thread first, then by sample count), stacks resolved
// through the frame table, times in picoseconds from the first sample,
// measurements as counters, and every rule Relay would reject on as a warning.
class SentryProfileAssembler
{
    Q_DECLARE_TR_FUNCTIONS(SentryReader)
public:
    SentryProfileAssembler(ProfileBuilder &builder, SentryProfileData &data,
                           const SentryPayloadReader::RawMembers &members);
    void assemble();

private:
    void readTransaction();
    std::vector<StackId> resolveStacks(SentryProfileData::Stacks &stacks, std::size_t &badRefs);
    void addTracks();
    void addSamples();
    void addMeasurements();
    void checkRelayRules();
    TimePs toPs(double time) const;

    ProfileBuilder &m_builder;
    SentryProfileData &m_data;
    const SentryPayloadReader::RawMembers &m_members;
    bool m_continuous = false;
    std::string m_activeThread;
    std::vector<TrackId> m_threadTracks;
    double m_epochBase = 0; // V2: the earliest sample, in epoch seconds
    TimePs m_firstSample = 0, m_lastSample = 0;
};

} // namespace hg
