#pragma once
#include "model/SpanTrack.h"

#include <functional>
#include <memory>
#include <limits>

namespace hg {

class Profile;
class SampleTrack;
class StackPaths;

// Samples shown in time order: consecutive samples that share a caller chain
// merge into one span per frame, each sample lasting until the next one (the
// last one its median interval). Used by the flame chart and by writers of
// span formats.
//
// A big track can make a span of nearly every frame of every sample (stacks
// that change at the root from one sample to the next): hundreds of millions
// of spans, several times the file. A build bounded by a span budget keeps
// every span of at least its resolution and folds the shorter ones of a row
// into blocks (frame kNoId, drawn as the flame chart draws sub-pixel runs);
// the view asks for the time it shows again, finer, as it zooms in.
class SampleSpans
{
public:
    // Every span, exact.
    static SpanTrack build(const Profile &profile, const SampleTrack &samples);

    struct Request
    {
        TimePs from = std::numeric_limits<TimePs>::min();
        TimePs to = std::numeric_limits<TimePs>::max();
        std::uint32_t maxSpans = std::numeric_limits<std::uint32_t>::max();
        std::uint32_t minRows = 0; // empty rows added below up to this (a window as tall as its track)
        std::uint32_t samplesPerPart = 1'000'000; // folding walks parts of at least this many side by side
        std::function<bool()> cancelled;
        // The profile's stack paths, shared by the builds of its tracks; made
        // for this build when null.
        std::shared_ptr<const StackPaths> paths;
    };
    struct Result
    {
        SpanTrack spans;
        // 0: exact; else spans shorter than this are folded into blocks.
        TimePs resolution = 0;
        // The time the spans cover (the samples lasting into [from, to)).
        TimePs from = 0;
        TimePs to = 0;
        bool cancelled = false;
    };
    static Result build(const Profile &profile, const SampleTrack &samples, const Request &request);

    // A track's span budget for the flame chart: the profile's (a quarter of
    // a span a sample, never below a size every view handles at once)
    // shared among its tracks by their samples, never below a small track's
    // worth (whose spans cost little whatever they are).
    static std::uint32_t budgetFor(const Profile &profile, TrackId track);
};

} // namespace hg
