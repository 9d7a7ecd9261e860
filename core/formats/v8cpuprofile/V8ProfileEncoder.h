#pragma once
#include "model/Ids.h"
#include "model/Time.h"

#include <cstdint>
#include <vector>

namespace hg {

class JsonWriter;
class Profile;
class SampleTrack;

// One timed sample track as a V8 CPU profile, for the writers of
// .cpuprofile files and of Chrome traces' Profile/ProfileChunk events: a
// node for every call path the samples reach (with the paths above it)
// under V8's "(root)", numbered from 1 parents first; the samples as node
// ids, a sample without a stack (or one standing for nothing) on the root;
// their times as microseconds from the one before, exact decimals where a
// time has a fraction of a microsecond.
class V8ProfileEncoder
{
public:
    V8ProfileEncoder(const Profile &profile, const SampleTrack &samples);

    std::uint32_t nodeCount() const { return std::uint32_t(m_nodes.size()); }
    std::uint32_t sampleCount() const;

    // Nodes [begin, end) as a "nodes" array's elements: each with its call
    // frame and either its "children" ids (.cpuprofile) or its "parent" id
    // (trace chunks), and with `hitCounts` the samples on it.
    void writeNodes(JsonWriter &json, std::uint32_t begin, std::uint32_t end, bool parentLinks, bool hitCounts,
                    bool numericScriptIds) const;
    // Samples [begin, end) as node ids, and as time deltas, the first from
    // `fromPs` (the profile's start, or the last sample of the chunk before).
    void writeSamples(JsonWriter &json, std::uint32_t begin, std::uint32_t end) const;
    void writeDeltas(JsonWriter &json, std::uint32_t begin, std::uint32_t end, TimePs fromPs) const;
    TimePs sampleTime(std::uint32_t sample) const;
    // Where the last sample ends (its median length after it).
    TimePs endTime() const;
    // A time (or delta) in microseconds: whole ones as integers.
    static void writeUs(JsonWriter &json, TimePs ps);

private:
    struct Node
    {
        StackId stack; // kNoId for the root
        std::uint32_t parent;
        std::uint32_t hits = 0;
    };
    std::uint32_t nodeOfSample(std::uint32_t sample) const;

    const Profile &m_profile;
    const SampleTrack &m_samples;
    std::vector<Node> m_nodes;              // by node id - 1
    std::vector<std::uint32_t> m_nodeOf;    // by StackId: node id, 0 when none
    std::vector<std::vector<std::uint32_t>> m_children;
    StringId m_scriptIdKey{kNoId};
};

} // namespace hg
