#pragma once
#include "ChromeTraceParser.h"

#include <QCoreApplication>

namespace hg {

class ProfileBuilder;

// Turns collected trace events into the model: a track per pid/tid (named by
// the metadata events, ordered by their sort indices), X and instant events
// as spans, B/E pairs matched per thread as a stack, counters as counter
// series. Time zero is the earliest event's whole microsecond.
class ChromeTraceAssembler
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceAssembler)
public:
    static void assemble(ChromeTraceEvents &events, ProfileBuilder &builder);
};

} // namespace hg
