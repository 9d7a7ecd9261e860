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

    // A text asked for in one place (an event's category, an arg's key)
    // and its index in the batch.
    struct LastText
    {
        std::string_view text;
        std::uint32_t index = 0;
        bool known = false;
    };
    // The index of `text` in the batch, `last` the one asked for before in
    // its place: a trace's categories and arg keys mostly repeat the
    // event's before, and a compare costs less than a hash and a probe.
    std::uint32_t repeatedText(std::string_view text, LastText &last);

    JsonStream &m_stream;
    ChromeTraceEventBatch &m_into;
    std::vector<std::string_view> m_stack; // of the event being read
    LastText m_lastCategory, m_lastArgKey;
};

} // namespace hg
