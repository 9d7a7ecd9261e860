#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

// Writes a profile as Chrome trace event JSON (the object form): a pid per
// track group and a tid per track, named by process_name / thread_name
// metadata events; spans as complete (X) events with their attributes as
// args, instants read from a trace as instant events; timed samples as the
// spans of merged consecutive samples (SampleSpans), or, when they are a
// thread's (on its slices' track, on a track of the same thread id, or a CPU
// profile track the reader made), as a V8 CPU profile of that thread
// (Profile and ProfileChunk events); aggregated trees laid out in time, children one after another from their parent's start;
// counters as counter (C) events. Times are exact decimal microseconds.
class ChromeTraceWriter
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
