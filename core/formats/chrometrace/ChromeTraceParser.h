#pragma once
#include "ChromeTraceEvent.h"
#include "ChromeTraceEventBatch.h"
#include "ChromeTraceStackFrames.h"
#include "formats/JsonStream.h"

#include <QCoreApplication>
#include <QHash>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>

namespace hg {

class ProfileBuilder;
class ReadContext;

// The events of a trace, as ChromeTraceParser collected them.
struct ChromeTraceEvents
{
    std::vector<ChromeTraceEvent> events;
    std::vector<ChromeTraceArg> args;
    std::vector<ChromeTraceThread> threads;
    std::map<QString, ChromeTraceProcess> processes;
    std::vector<std::string> ids;               // async and flow ids, normalised (see ChromeTraceParser::idOf)
    // Per event, its async or flow id (id or id2 with its scope) as an
    // index into ids; empty until an event has one, kNoId for those without.
    std::vector<std::uint32_t> eventIds;
    std::vector<ChromeTraceBinding> bindings;   // slices with bind_id and flow_in/flow_out
    // Samples: V8 CPU profiles (Profile/ProfileChunk/CpuProfile events),
    // each profile a (pid, id); sample events and the top-level "samples"
    // with their "stackFrames".
    std::vector<ChromeTraceV8Event> v8Events;
    std::vector<std::pair<QString, std::string>> v8Profiles;
    std::vector<ChromeTraceStackSample> stackSamples;
    std::vector<QString> sampleTids; // the tids of the top-level samples
    ChromeTraceStackFrames stackFrames;
    bool hasAsync = false;                      // any b/e/n or S/T/p/F event
    bool hasFlows = false;                      // any s/t/f event or binding

    std::uint32_t idOf(std::uint32_t event) const { return event < eventIds.size() ? eventIds[event] : kNoId; }
    std::map<char, std::size_t> ignoredPhases; // phases the model has no place for
    std::size_t notEvents = 0;                 // array elements that are no event object
    std::size_t badTimes = 0;                  // events without a usable ts
};

// Adds trace event objects, as ChromeTraceEventReader read them, into
// ChromeTraceEvents in file order: the modelled phases as events, metadata
// events (M) into thread and process names, the rest counted. Async and flow ids become small numbers, one per
// distinct id: a number and a "0x" hex string of the same value are one id
// (106 and "0x6a"), other strings are taken as they are, and an async id's
// "scope" makes it another id.
class ChromeTraceParser
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceParser)
public:
    ChromeTraceParser(ProfileBuilder &builder, const ReadContext &context, ChromeTraceEvents &into)
        : m_builder(builder), m_context(context), m_into(into) {}

    // The stream the values given to the readers below come from (a member
    // of the trace object), for their offsets.
    void setStream(JsonStream &stream) { m_stream = &stream; }
    // The long number arrays found in the batch being added and blanked in
    // its JSON (V8LongArrays::findByKey, offsets in the file, in order);
    // null when none were blanked.
    void setLongArrays(const std::vector<V8LongArrays::Found> *arrays)
    {
        m_longArrays = arrays;
        m_nextLongArray = 0;
    }
    // The events of a batch of the traceEvents array, the batches in order.
    void addBatch(const ChromeTraceEventBatch &batch);
    // About how many events and args the array holds in all, as far as its
    // batches so far tell: room for them made once, on huge pages, so the
    // lists do not grow by doubling (a copy, and their pages faulted twice)
    // nor fault each 4 KiB page on its own. Called after each batch is added.
    void expectEvents(std::size_t events, std::size_t args);
    std::size_t eventCount() const { return m_into.events.size(); } // in the model's list so far
    std::size_t argCount() const { return m_into.args.size(); }     // theirs
    // The object form's "stackFrames" dictionary and "samples" array.
    void readStackFrames(simdjson::ondemand::object frames);
    void readSamples(simdjson::ondemand::array samples);

private:
    void addEvent(const ChromeTraceEventBatch &batch, const ChromeTraceReadEvent &read, const ChromeTraceLinkIds &ids);
    // Resolves the ids of an event whose phase is known; returns its async
    // or flow id, or kNoId.
    std::uint32_t resolveIds(ChromeTraceEvent &event, const ChromeTraceLinkIds &ids);
    std::uint32_t idOf(std::string_view text, bool isNumber, std::string_view scope);
    // A sample event (P) or a V8 profile's event: true when it was one.
    bool takeSample(const ChromeTraceEventBatch &batch, const ChromeTraceReadEvent &read, const ChromeTraceEvent &event,
                    std::string_view id);
    // The thread of the event's pid and tid (made when new).
    std::uint32_t threadOf(const ChromeTraceEventBatch &batch, const ChromeTraceReadEvent &read);
    // The long arrays of the batch that lie in the V8 event's data.
    void takeLongArrays(const ChromeTraceReadDetails &read, ChromeTraceV8Event &event);
    void readMetadata(const ChromeTraceEvent &event, std::string_view name, const QString &pid, const QString &tid);
    std::uint32_t thread(const QString &pid, const QString &tid);
    ChromeTraceProcess &process(const QString &pid);
    const AttributeValue *arg(const ChromeTraceEvent &event, std::string_view key) const;

    ProfileBuilder &m_builder;
    JsonStream *m_stream = nullptr;
    const ReadContext &m_context;
    ChromeTraceEvents &m_into;
    QHash<QString, std::uint32_t> m_threadIndex; // "pid\ntid" -> index
    std::unordered_map<std::string, std::uint32_t> m_idIndex; // normalised id -> index into ids
    std::vector<StringId> m_texts; // the texts of the batch being added, interned
    std::vector<std::uint32_t> m_threads; // per thread of the batch being added: its thread; kNoId until known
    std::size_t m_added = 0;       // events added (for progress)
    std::map<std::pair<QString, std::string>, std::uint32_t> m_v8ProfileIndex;
    const std::vector<V8LongArrays::Found> *m_longArrays = nullptr;
    std::size_t m_nextLongArray = 0; // the first not before the event being read
    // The "tid" of the trace's samples as written: looked up on every sample.
    std::unordered_map<std::string, std::uint32_t, TextKeyHash, std::equal_to<>> m_sampleTidIndex;
};

} // namespace hg
