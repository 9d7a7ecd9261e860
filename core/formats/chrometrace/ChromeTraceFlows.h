#pragma once
#include "ChromeTraceParser.h"
#include "model/ProfileBuilder.h"

#include <QCoreApplication>
#include <vector>

namespace hg {

// A slice of a thread (X, or B/E), as flow events bind to it.
struct ChromeTraceThreadSlice
{
    std::uint32_t thread = 0;
    TimePs start = 0;
    TimePs end = 0;
    AddedSpan span;
};

// Turns a trace's flow events into links between spans (ProfileBuilder::
// addFlow), as the Trace Event Format says:
// - s, t and f events with one id, category and name (and process, for
//   id2.local) are one flow: s starts it, each t continues it, f ends it;
//   s→t→t→f gives three links, each from the slice of one event to the next.
// - s and t bind to the slice of their thread that encloses their ts (the
//   innermost one with start ≤ ts < end); f with "bp":"e" does too, any
//   other f binds to the next slice of its thread, the first starting at or
//   after its ts (the outermost of those starting together).
// - A slice event with bind_id (or id) and flow_out starts a flow, with
//   flow_in ends one, with both continues one: it binds to itself.
// Events that find no slice, steps and ends without a start, and flows
// never ended are counted as warnings.
class ChromeTraceFlows
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceFlows)
public:
    // slices: every slice of the threads (instants aside); spanOfEvent: the
    // span each slice event became (an AddedSpan without track where none).
    static void link(const ChromeTraceEvents &events, std::vector<ChromeTraceThreadSlice> slices,
                     const std::vector<AddedSpan> &spanOfEvent, std::int64_t originUs, ProfileBuilder &builder);
};

} // namespace hg
