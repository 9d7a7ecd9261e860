#pragma once
#include "ChromeTraceEvent.h"
#include "formats/AttributeJson.h"
#include "model/TaggedIdIndex.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// The fields of one event that say how it links to others.
struct ChromeTraceLinkIds
{
    std::string_view id, id2, bindId, scope;
    bool idIsNumber = false, id2IsNumber = false, bindIdIsNumber = false;
    bool id2Local = false, flowIn = false, flowOut = false;
};

// An arg of an event as read: its key and any text of its value are texts
// of the batch (indexes into ChromeTraceEventBatch::texts).
struct ChromeTraceReadArg
{
    std::uint32_t key = 0;
    json::UninternedAttribute value;
    std::int32_t valueText = -1; // its String or Json value's text; -1 for none
};

// What few events have, kept beside the batch's events so that they stay
// small: a sample event's stack frame or own stack, and args.data.
struct ChromeTraceReadDetails
{
    std::string_view stackFrame; // "sf"
    bool hasStack = false;       // a "stack" array
    std::uint32_t stackBegin = 0, stackEnd = 0; // its frames' texts, into the batch's stack
    // args.data as JSON text in the file (long number arrays in it are
    // blanked in the batch); empty when it has none.
    std::string_view data;
    qint64 dataOffset = -1;    // where `data` lies in the file
    std::int32_t dataArg = -1;  // the arg that `data` goes to, among the event's
    std::int32_t dataText = -1; // `data` as a text of the batch, when interned
};

// One event object as ChromeTraceEventReader read it, without the model:
// what ChromeTraceParser::addBatch needs to add it as a ChromeTraceEvent,
// its texts as texts of the batch. 64 bytes: a part's events are written
// on one core and read on another, a megabyte of them a part.
struct ChromeTraceReadEvent
{
    ChromeTraceTime ts;
    TimePs duration = 0;
    qint64 offset = -1;                         // of the event object in the file
    std::uint32_t thread = 0;                   // its pid and tid: into the batch's threads
    std::int32_t nameText = -1, categoryText = -1; // texts of the batch; -1 for none
    std::uint32_t argsBegin = 0, argsEnd = 0;   // into the batch's args
    std::int32_t details = -1;                  // into the batch's details; -1 for none
    char phase = 0;
    char scope = 0;                             // of an instant: g, p, t
    std::uint8_t flags = 0;                     // ChromeTraceEvent::Flag
    bool hasTs = false;
    bool anyId = false; // any of the link ids present: in the batch's ids
};

// The events of one batch of a trace's events array, read on any core.
// Their texts (names, categories, arg keys and texts, ...) are each kept
// once, in the order of their first use: interned in that order, batch
// after batch, the model's strings get the ids in the order one event after
// the other interning its own would give them.
struct ChromeTraceEventBatch
{
    struct Text
    {
        std::string_view text;
        std::uint64_t hash = 0; // textHash()
    };
    // A pid and tid as written (the events' threads are told apart here,
    // on the part's core, and each made a thread of the trace only once a
    // batch).
    struct Thread
    {
        std::string_view pid, tid;
    };
    std::vector<ChromeTraceReadEvent> events;
    std::vector<ChromeTraceReadDetails> details;
    std::vector<ChromeTraceReadArg> args;
    std::vector<Text> texts;
    std::vector<Thread> threads;
    std::vector<std::uint32_t> stack;   // texts of the stack frames of sample events
    std::vector<ChromeTraceLinkIds> ids; // of the events with anyId, in order
    std::size_t notEvents = 0;          // elements that are no event object
    qint64 end = 0;                     // the file offset of its last element

    // The event's name as written; empty when it has none.
    std::string_view name(const ChromeTraceReadEvent &event) const
    {
        return event.nameText >= 0 ? texts[std::size_t(event.nameText)].text : std::string_view();
    }
    // The event's details; all empty when it has none.
    const ChromeTraceReadDetails &detailsOf(const ChromeTraceReadEvent &event) const;
    // The same, made when it has none.
    ChromeTraceReadDetails &detailsOf(ChromeTraceReadEvent &event);
    // The index of `text` in texts, added when new.
    std::uint32_t text(std::string_view text);
    // The index of (pid, tid) in threads, added when new.
    std::uint32_t thread(std::string_view pid, std::string_view tid);
    // Room for about this many events (and as many args), kept by clear().
    void reserve(std::size_t events);
    void clear();

private:
    static constexpr std::size_t kTextsExpected = 4096;
    TaggedIdIndex<std::uint32_t> m_textIndex;
    TaggedIdIndex<std::uint32_t> m_threadIndex;
    std::uint32_t m_lastThread = 0; // events mostly come in runs of one thread
};

} // namespace hg
