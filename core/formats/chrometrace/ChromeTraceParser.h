#pragma once
#include "ChromeTraceEvent.h"
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
    bool hasAsync = false;                      // any b/e/n or S/T/p/F event
    bool hasFlows = false;                      // any s/t/f event or binding

    std::uint32_t idOf(std::uint32_t event) const { return event < eventIds.size() ? eventIds[event] : kNoId; }
    std::map<char, std::size_t> ignoredPhases; // phases the model has no place for
    std::size_t notEvents = 0;                 // array elements that are no event object
    std::size_t badTimes = 0;                  // events without a usable ts
};

// Reads trace event objects from a JSON stream into ChromeTraceEvents: the
// modelled phases as events, metadata events (M) into thread and process
// names, the rest counted. Async and flow ids become small numbers, one per
// distinct id: a number and a "0x" hex string of the same value are one id
// (106 and "0x6a"), other strings are taken as they are, and an async id's
// "scope" makes it another id.
class ChromeTraceParser
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceParser)
public:
    ChromeTraceParser(ProfileBuilder &builder, JsonStream &stream, const ReadContext &context, ChromeTraceEvents &into)
        : m_builder(builder), m_stream(stream), m_context(context), m_into(into) {}

    // Every element of a traceEvents array.
    void readArray(simdjson::ondemand::array array);

private:
    // The fields of one event that say how it links to others.
    struct Ids
    {
        std::string_view id, id2, bindId, scope;
        bool idIsNumber = false, id2IsNumber = false, bindIdIsNumber = false;
        bool id2Local = false, flowIn = false, flowOut = false;
    };
    void readEvent(simdjson::ondemand::value &value);
    void readId2(simdjson::ondemand::value &value, Ids &ids);
    // Resolves the ids of an event whose phase is known.
    // Resolves the ids of an event whose phase is known; returns its async
    // or flow id, or kNoId.
    std::uint32_t resolveIds(ChromeTraceEvent &event, const Ids &ids);
    std::uint32_t idOf(std::string_view text, bool isNumber, std::string_view scope);
    void readArgs(simdjson::ondemand::value &value, ChromeTraceEvent &event);
    void readMetadata(const ChromeTraceEvent &event, std::string_view name, const QString &pid, const QString &tid);
    std::uint32_t thread(const QString &pid, const QString &tid);
    ChromeTraceProcess &process(const QString &pid);
    const AttributeValue *arg(const ChromeTraceEvent &event, std::string_view key) const;

    ProfileBuilder &m_builder;
    JsonStream &m_stream;
    const ReadContext &m_context;
    ChromeTraceEvents &m_into;
    QHash<QString, std::uint32_t> m_threadIndex; // "pid\ntid" -> index
    std::unordered_map<std::string, std::uint32_t> m_idIndex; // normalised id -> index into ids
    std::string m_lastPid, m_lastTid;           // of the last event
    std::optional<std::uint32_t> m_lastThread;  // its thread
};

} // namespace hg
