#pragma once
#include "ChromeTraceParser.h"

#include <QCoreApplication>

namespace hg {

class ProfileBuilder;

class ReadContext;

// Turns collected trace events into the model: a track per pid/tid (named by
// the metadata events, ordered by their sort indices), X and instant events
// as spans, B/E pairs matched per thread as a stack, counters as counter
// series, samples (ChromeTraceSamples) on a CPU profile track per thread,
// right after the thread's track (the same pid/tid). Time zero is
// the earliest event's or sample's whole microsecond. `input` is the JSON
// the events were read from, readable `padding` bytes past its end.
class ChromeTraceAssembler
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceAssembler)
public:
    static void assemble(ChromeTraceEvents &events, ProfileBuilder &builder, const ReadContext &context,
                         QByteArrayView input, qint64 padding);
};

} // namespace hg
