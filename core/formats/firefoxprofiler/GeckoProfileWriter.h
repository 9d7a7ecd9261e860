#pragma once
#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes a Gecko profile, the format Firefox itself writes (version
// kGeckoWrittenVersion), inside the object the old DevTools performance panel
// saved it in: `{"systemHost": {"name": "Firefox"}, "duration": ms,
// "profile": {...}}`. That is the one Firefox layout both the Firefox Profiler
// (as a DevTools profile) and speedscope (its Firefox importer) read:
//  - the root profile holds the first sampled thread alone (speedscope reads
//    the root's only thread), each run of further threads of one process is
//    a subprocess profile of its own, on the same clock;
//  - per thread its own tables as rows under a schema: `stackTable` (prefix,
//    frame; parents first), `frameTable` (the location string, line, column,
//    category), `stringTable`, `samples` (stack, time in ms from
//    meta.startTime, eventDelay, the CPU deltas when the samples carry them,
//    and their weights: Hourglass reads them, the profiler and speedscope go
//    by time) and `markers` (the spans of its markers track, as the
//    processed writer writes them);
//  - a frame's location as Firefox spells it: "name (file:line:column)" with
//    a source file (line 0 when unknown), "name (in library)" with a library
//    only, else the name;
//  - after the root thread's last sample, one without a stack where that
//    sample ends (its length is the track's median interval), so speedscope,
//    which ends each sample at the next one, gets the last one's time too.
// Untimed samples (counts) have no place in it: the processed format holds
// them. meta.categories as the Firefox Profiler writer makes them.
class GeckoProfileWriter
{
    Q_DECLARE_TR_FUNCTIONS(GeckoProfileWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
    // With more than one thread: that speedscope shows the first alone.
    static QString writeNote(const Profile &profile);
};

} // namespace hg
