#pragma once
#include "model/Profile.h"

#include <QStringList>
#include <string_view>
#include <vector>

namespace hg {

// The kinds of samples a profile holds when it holds several (perf's events:
// "cycles", "page-faults"), each track stating its own as the track
// attribute kAttribute. For the places that choose tracks: samples of
// different kinds are never added up unasked, so "every track" means every
// track of the first kind, and each other kind is chosen on its own.
class SampleTypes
{
public:
    static constexpr std::string_view kAttribute = "sample_type";

    // A track's kind; empty when it states none.
    static QString of(const Profile &profile, const Track &track);
    // The distinct kinds in track order; fewer than two: nothing to choose.
    static QStringList of(const Profile &profile);
    // The tracks of one kind, with those of no stated kind (spans, ...).
    static std::vector<TrackId> tracksOf(const Profile &profile, const QString &type);
    // What "all tracks" means: empty (every track) when the profile has one
    // kind of samples, else the tracks of the first kind.
    static std::vector<TrackId> defaultTracks(const Profile &profile);
};

} // namespace hg
