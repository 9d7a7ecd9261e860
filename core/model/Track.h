#pragma once
#include "AggregateTree.h"
#include "AttributeTable.h"
#include "SampleTrack.h"
#include "SpanTrack.h"

#include <QString>
#include <optional>

namespace hg {

// What a track is: a thread, a request, an XPlane line. `group` collects
// tracks in the timeline (a process, a plane, a request list).
struct TrackInfo
{
    QString name;
    QString group;
    qint64 threadId = -1;
    qint64 processId = -1;
    // Absolute time of the track's own clock zero, in ns since the Unix epoch,
    // when the format gives one; kept so a writer can restore it exactly.
    std::optional<qint64> epochOriginNs;
    // The id exactly as the file gave it ("259", "0x0000000102adc700"), so a
    // writer can restore it; empty when the format has none.
    QString externalId;
};

// One row group of the model: spans, samples and/or an aggregated tree, plus
// their side tables.
struct Track
{
    TrackInfo info;
    SpanTrack spans;
    SampleTrack samples;
    AggregateTree nodes;
    AttributeTable nodeAttributes;   // keyed by node index
    AttributeTable spanAttributes;   // keyed by span index
    AttributeTable sampleAttributes; // keyed by sample index
    AttributeTable attributes;       // of the track itself (owner 0)
};

} // namespace hg
