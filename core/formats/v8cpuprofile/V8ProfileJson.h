#pragma once
#include "V8LongArrays.h"
#include "V8ProfileNodes.h"
#include "V8SampleAssembler.h"
#include "formats/JsonStream.h"

#include <QCoreApplication>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hg {

class ProfileBuilder;
class ReadContext;
class V8Frames;
struct V8CallFrame;

// One V8 CPU profile as read: its call tree and its samples, and what the
// JSON said beside them.
struct V8Profile
{
    V8ProfileNodes nodes;
    V8SampleAssembler samples;
    // Nodes with a "hitCount" (index, count): the samples when a profile
    // has none of its own.
    std::vector<std::pair<std::uint32_t, std::uint64_t>> hitCounts;
    std::string title;     // the old format's
    bool headTree = false; // the old format ("head"): times in seconds, not microseconds
    struct Time
    {
        std::int64_t us = 0;
        TimePs fractionPs = 0;
        double seconds = 0; // the same number, should it be the old format's seconds
    };
    std::optional<Time> start, end;

    // Gives the samples the profile's start and end, in microseconds.
    void settleTimes();
};

// Reads the members of a V8 CPU profile from JSON into a V8Profile, for the
// .cpuprofile reader and the Chrome trace reader alike: "nodes" (flat, each
// with a "callFrame" and "children" or "parent" ids), the old format's
// "head" tree (nested "children", the call frame's fields on the node),
// "samples", "timeDeltas" (or the old "timestamps"), "startTime",
// "endTime", and a Chrome trace chunk's "lines". It follows "cpuProfile",
// "profile" and "result" inside (a trace event's data, the inspector's
// Profiler.stop result and the protocol message around it). Values of
// the wrong kind are counted and warned about; JSON that is not JSON
// throws.
class V8ProfileJson
{
    Q_DECLARE_TR_FUNCTIONS(V8ProfileJson)
public:
    V8ProfileJson(ProfileBuilder &builder, V8Frames &frames, JsonStream &stream)
        : m_builder(&builder), m_frames(&frames), m_stream(stream) {}

    // Called every 65 536 array elements (progress, cancel).
    void setTick(std::function<void()> tick) { m_tick = std::move(tick); }
    // The stream is `arrays.rest()`: the long arrays, emptied there, are
    // read from the file, once the members around them are read (a
    // profile's ids and times then each on a core of its own).
    void setLongArrays(const V8LongArrays *arrays, const ReadContext *context)
    {
        m_longArrays = arrays;
        m_context = context;
    }

    // A sample array of a profile ("samples", "timeDeltas", "timestamps",
    // "lines"): a long array's text in the file, or another's JSON, copied
    // from `offset` of the file.
    struct SampleArray
    {
        V8LongArrays::Kind kind;
        std::string_view text;
        std::string json;
        qint64 offset = 0;
    };
    // The sample arrays go to `sink` in file order instead of being read
    // (a Chrome trace's chunks, whose samples are read on another core
    // while the next chunks' nodes are: readSampleArray).
    void setArraySink(std::vector<SampleArray> *sink) { m_sink = sink; }
    // Reads one into `into`: a long array of `file`, or its JSON (errors
    // located in `file`); `badDeltas` counts elements that were no numbers.
    static void readSampleArray(const SampleArray &array, QByteArrayView file, qint64 filePadding, V8SampleAssembler &into,
                                const ReadContext &context, std::size_t &badDeltas);

    // The members of `object` (returns whether any was a profile's).
    bool readMembers(simdjson::ondemand::object object, V8Profile &into, int depth = 0);
    // Warnings for the values that were of the wrong kind, naming the profile.
    void warn(const QString &profileName);
    static void warnBadDeltas(ProfileBuilder &builder, const QString &profileName, std::size_t count);

private:
    // For a sample array alone (no nodes: no builder, no frames).
    explicit V8ProfileJson(JsonStream &stream) : m_stream(stream) {}
    void readNodes(simdjson::ondemand::array nodes, V8Profile &into);
    void readNode(simdjson::ondemand::value &node, V8Profile &into, std::uint32_t parent, int &depth);
    void readCallFrameField(std::string_view key, simdjson::ondemand::value &value, V8CallFrame &frame);
    void readSamples(simdjson::ondemand::array samples, V8SampleAssembler &into);
    void readDeltas(simdjson::ondemand::array deltas, V8SampleAssembler &into);
    void readTimestamps(simdjson::ondemand::array timestamps, V8SampleAssembler &into);
    void readLines(simdjson::ondemand::array lines, V8SampleAssembler &into);
    // A long array found where `value` stands is kept for
    // readPendingArrays; false when none was taken out there.
    bool deferLongArray(std::string_view key, simdjson::ondemand::value &value);
    // Reads the long arrays kept so far into `into`, in file order (or
    // hands them to the sink).
    void readPendingArrays(V8SampleAssembler &into);
    using PendingArray = SampleArray;
    // One of them; `context` gets its progress, `badDeltas` counts its
    // elements that were no numbers.
    void readLongArray(const PendingArray &array, V8SampleAssembler &into, const ReadContext &context, std::size_t &badDeltas);
    std::optional<V8Profile::Time> timeOf(simdjson::ondemand::value &value);
    // An error at `where` in the stream, located in the file.
    ReadError error(const QString &message, const char *where) const;
    void tick();

    ProfileBuilder *m_builder = nullptr;
    V8Frames *m_frames = nullptr;
    JsonStream &m_stream;
    std::function<void()> m_tick;
    const V8LongArrays *m_longArrays = nullptr;
    const ReadContext *m_context = nullptr;
    std::vector<PendingArray> m_pending;
    std::vector<SampleArray> *m_sink = nullptr;
    std::size_t m_elements = 0;
    std::size_t m_badNodes = 0, m_badDeltas = 0;
};

} // namespace hg
