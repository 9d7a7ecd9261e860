#pragma once
#include "ChromeTraceTime.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "model/AttributeTable.h"
#include "model/Ids.h"

#include <QtGlobal>
#include <string_view>
#include <vector>

namespace hg {

// One trace event as read, before the tracks are known: the phases the model
// holds (X, B, E, instants, C, async b/e/n and S/T/p/F, flows s/t/f). Its
// args are a range of the shared list.
struct ChromeTraceEvent
{
    // What the event's id and binding say.
    enum Flag : std::uint8_t {
        LocalId = 1,       // id2.local: an async id scoped to its process
        BindEnclosing = 2, // a flow end (f) with "bp":"e"
    };

    char phase = 0;
    char scope = 0;           // of an instant: g, p, t
    std::uint8_t flags = 0;
    std::uint32_t thread = 0; // index into ChromeTraceEvents::threads
    StringId name{};
    StringId category{};
    ChromeTraceTime ts;
    TimePs duration = 0;
    std::uint32_t argsBegin = 0;
    std::uint32_t argsCount = 0;
    qint64 offset = -1; // of the event object in the file
    // (An async or flow event's id is in ChromeTraceEvents::idOf: most
    // traces have none, and their events stay this small.)
};

// A slice event that starts or ends flows itself (the newer form: bind_id
// with flow_out and/or flow_in).
struct ChromeTraceBinding
{
    std::uint32_t event = 0; // index into ChromeTraceEvents::events
    std::uint32_t id = 0;    // the bind_id, an index into ChromeTraceEvents::ids
    bool in = false;
    bool out = false;
};

struct ChromeTraceArg
{
    StringId key;
    AttributeValue value;
};

// What the metadata events say about one pid or one pid/tid.
struct ChromeTraceThread
{
    QString pid; // as written: "123", or a name some producers use
    QString tid;
    QString name;
    qint64 sortIndex = 0;
    std::uint32_t firstSeen = 0; // order of appearance
};

// An event of a V8 CPU profile: Profile (its start time), ProfileChunk
// (nodes, samples and time deltas) or CpuProfile (a whole profile, as
// older DevTools recordings hold it). Its args.data is read once the whole
// trace is, in time order per profile (a node may arrive in a later chunk
// than the samples that name it).
struct ChromeTraceV8Event
{
    enum class Kind : std::uint8_t { Profile, Chunk, Whole };
    Kind kind = Kind::Chunk;
    std::uint32_t thread = 0;  // of the event (a chunk's is V8's sampling thread)
    std::uint32_t profile = 0; // index of its (pid, id) profile
    ChromeTraceTime ts;
    qint64 offset = -1;      // of the event in the input
    std::string_view data;   // args.data as its JSON text in the input
    // Its long number arrays (offsets in `data`), when they were found as
    // its batch was read (else V8LongArrays::find finds them).
    std::vector<V8LongArrays::Found> arrays;
    bool arraysFound = false;
};

// A sample of the stack-frame form: a sample event (ph "P") or an element
// of the top-level "samples" array, its stack a "stackFrames" entry ("sf")
// or the event's own "stack".
struct ChromeTraceStackSample
{
    std::uint32_t thread = 0; // index into threads, or into sampleTids (globalTid)
    bool globalTid = false;   // of the top-level "samples": a tid without pid
    ChromeTraceTime ts;
    std::int64_t stackFrame = -1; // index of its "sf" id (ChromeTraceStackFrames), -1 for none
    StackId stack{kNoId};         // its stack when it names no stack frame
    qint64 offset = -1;
};

struct ChromeTraceProcess
{
    QString name;
    qint64 sortIndex = 0;
    std::uint32_t firstSeen = 0;
};

} // namespace hg
