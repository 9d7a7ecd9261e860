#pragma once
#include "ActivitySummary.h"

#include <QImage>
#include <QRgb>
#include <functional>
#include <memory>

namespace hg {

// A summary with the image of each of its rows (ActivityImage), made
// together on the worker, so the GUI thread only draws images: a repaint
// costs the same at every zoom, and right after a zoom too.
struct ActivityPictures
{
    struct Colors
    {
        std::vector<QRgb> classes;  // ActivityClasses::color, one a class
        std::vector<QRgb> counters; // one a profile counter
        int sampleHeight = 0, counterHeight = 0;
    };

    std::shared_ptr<const ActivitySummary> summary;
    std::vector<QImage> samples;  // by summary->samples
    std::vector<QImage> counters; // by summary->counters

    static ActivityPictures make(std::shared_ptr<const ActivitySummary> summary, const Colors &colors,
                                 const std::function<bool()> &cancelled = {});
    const QImage *ofTrack(TrackId track) const;
    const QImage *ofCounter(std::uint32_t counter) const;
};

} // namespace hg
