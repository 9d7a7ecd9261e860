#include "ActivityPictures.h"

#include "ActivityImage.h"
#include "util/ParallelFor.h"

namespace hg {

ActivityPictures ActivityPictures::make(std::shared_ptr<const ActivitySummary> summary, const Colors &colors,
                                        const std::function<bool()> &cancelled)
{
    ActivityPictures pictures;
    const std::size_t tracks = summary->samples.size();
    pictures.samples.resize(tracks);
    pictures.counters.resize(summary->counters.size());
    parallelFor(tracks + summary->counters.size(), [&](std::size_t k) {
        if (cancelled && cancelled())
            return;
        if (k < tracks) {
            pictures.samples[k] = ActivityImage::ofSamples(*summary, summary->samples[k], colors.classes, colors.sampleHeight);
        } else {
            const ActivitySummary::CounterLine &line = summary->counters[k - tracks];
            pictures.counters[k - tracks] = ActivityImage::ofCounter(*summary, line, colors.counters[line.counter], colors.counterHeight);
        }
    });
    pictures.summary = std::move(summary);
    return pictures;
}

const QImage *ActivityPictures::ofTrack(TrackId track) const
{
    for (std::size_t k = 0; k < summary->samples.size(); ++k)
        if (summary->samples[k].track == track)
            return &samples[k];
    return nullptr;
}

const QImage *ActivityPictures::ofCounter(std::uint32_t counter) const
{
    for (std::size_t k = 0; k < summary->counters.size(); ++k)
        if (summary->counters[k].counter == counter)
            return &counters[k];
    return nullptr;
}

} // namespace hg
