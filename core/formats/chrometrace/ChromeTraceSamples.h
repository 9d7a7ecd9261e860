#pragma once
#include "ChromeTraceParser.h"
#include "formats/v8cpuprofile/V8Frames.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "formats/v8cpuprofile/V8ProfileJson.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <memory>
#include <optional>
#include <vector>

namespace hg {

class ProfileBuilder;
class ReadContext;

// The samples of a trace, per thread as the samples of a track of their
// own (the assembler puts it beside the thread's slices): V8 CPU profiles
// (a Profile event, then ProfileChunk events with nodes, samples and time
// deltas; or a whole CpuProfile), made into stacks and times by the same
// pieces as a .cpuprofile (V8ProfileJson, V8ProfileNodes,
// V8SampleAssembler); and the stack-frame form, sample events (P) and the
// top-level "samples", whose stacks are "stackFrames" entries.
class ChromeTraceSamples
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceSamples)
public:
    // `input` is the JSON the events were read from (the V8 events' data
    // lies in it), readable `padding` bytes past its end.
    ChromeTraceSamples(ChromeTraceEvents &events, ProfileBuilder &builder, const ReadContext &context,
                       QByteArrayView input, qint64 padding);
    ~ChromeTraceSamples();

    // Reads the V8 profiles' data, in time order per profile, and links
    // the stack frames; gives the top-level samples' tids their threads.
    void prepare();
    // The earliest microsecond of the samples: the trace's time zero may
    // lie there.
    std::optional<std::int64_t> earliestUs() const;
    // Per thread: whether it has samples (and needs a track for them).
    std::vector<bool> sampledThreads() const;
    // Adds the samples to their threads' sample tracks (`trackOf`, by
    // thread), times from `originUs`.
    void addTo(const std::vector<TrackId> &trackOf, std::int64_t originUs);

private:
    struct Profile
    {
        V8Profile v8;
        std::uint32_t thread = kNoId;
        bool fromChunkThread = false; // no Profile or CpuProfile event said whose it is
        QString name;
    };
    // A chunk's sample arrays, as its JSON listed them.
    struct ChunkArrays
    {
        std::uint32_t event = 0;
        std::vector<V8ProfileJson::SampleArray> arrays;
    };
    // An event's data but its samples (nodes, start, end), `found` its long
    // arrays; its sample arrays into `arrays`.
    void readMembers(const ChromeTraceV8Event &event, Profile &into, const std::vector<V8LongArrays::Found> &found,
                     std::vector<V8ProfileJson::SampleArray> &arrays);
    // A chunk's ids and lines, or its times (no builder: on another core).
    void readArrays(const ChunkArrays &chunk, bool times, std::vector<std::size_t> &badDeltas);
    void assignSampleThreads();
    QString threadText(std::uint32_t thread) const;

    ChromeTraceEvents &m_in;
    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    QByteArrayView m_input;
    qint64 m_padding;
    V8Frames m_frames;
    V8LongArrays m_arrays;               // an event's data split, its buffer reused
    simdjson::ondemand::parser m_parser; // the rest of it parsed, its buffers reused
    std::vector<std::unique_ptr<Profile>> m_profiles; // by ChromeTraceV8Event::profile
};

} // namespace hg
