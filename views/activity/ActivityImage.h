#pragma once
#include "ActivitySummary.h"

#include <QImage>
#include <QRgb>

namespace hg {

// An activity graph as an image one pixel a summary column, written pixel by
// pixel (a column is a few fills of one colour each), so painting a track
// is one drawImage however many samples it has.
class ActivityImage
{
public:
    // Classes stacked from the bottom in class order, each as tall as its
    // share; `colors` one a class, a transparent one left out. The
    // selected function's share is darkened from the bottom.
    static QImage ofSamples(const ActivitySummary &summary, const ActivitySummary::SampleGraph &graph,
                            const std::vector<QRgb> &colors, int height);
    // The counter's values as a line over a faint area, scaled from the
    // lower of 0 and its least value to its greatest.
    static QImage ofCounter(const ActivitySummary &summary, const ActivitySummary::CounterLine &line, QRgb color, int height);
};

} // namespace hg
