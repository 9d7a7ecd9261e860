#pragma once
#include "ChromeTraceEventBatch.h"
#include "formats/JsonStream.h"

namespace hg {

// Reads a batch of a trace's event objects into a ChromeTraceEventBatch
// without touching the model, so batches are read on every core while
// ChromeTraceParser adds the ones before them in file order: each event's
// fields, its texts (each kept once a batch, hashed for interning), its args.
class ChromeTraceEventReader
{
public:
    ChromeTraceEventReader(JsonStream &stream, ChromeTraceEventBatch &into) : m_stream(stream), m_into(into) {}

    // Every element of the batch's array, in order.
    void readArray(simdjson::ondemand::array array);

private:
    void readEvent(simdjson::ondemand::value &value);
    void readArgs(simdjson::ondemand::value &value, ChromeTraceReadEvent &event);

    JsonStream &m_stream;
    ChromeTraceEventBatch &m_into;
    std::vector<std::string_view> m_stack; // of the event being read
};

} // namespace hg
