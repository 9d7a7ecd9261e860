#pragma once
#include "ChromeTraceEvent.h"
#include "formats/JsonStream.h"

#include <QCoreApplication>
#include <QHash>
#include <map>

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
    std::map<char, std::size_t> ignoredPhases; // phases the model has no place for
    std::size_t notEvents = 0;                 // array elements that are no event object
    std::size_t badTimes = 0;                  // events without a usable ts
};

// Reads trace event objects from a JSON stream into ChromeTraceEvents: the
// modelled phases as events, metadata events (M) into thread and process
// names, the rest counted.
class ChromeTraceParser
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceParser)
public:
    ChromeTraceParser(ProfileBuilder &builder, JsonStream &stream, const ReadContext &context, ChromeTraceEvents &into)
        : m_builder(builder), m_stream(stream), m_context(context), m_into(into) {}

    // Every element of a traceEvents array.
    void readArray(simdjson::ondemand::array array);

private:
    void readEvent(simdjson::ondemand::value &value);
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
};

} // namespace hg
