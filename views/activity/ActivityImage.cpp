#include "ActivityImage.h"

#include <algorithm>
#include <cmath>

namespace hg {

QImage ActivityImage::ofSamples(const ActivitySummary &summary, const ActivitySummary::SampleGraph &graph,
                                const std::vector<QRgb> &colors, int height)
{
    QImage image(summary.columns, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const std::size_t classes = summary.classes;
    const auto stride = std::size_t(image.bytesPerLine() / 4);
    auto *pixels = reinterpret_cast<QRgb *>(image.bits());
    for (int c = 0; c < summary.columns; ++c) {
        double top = 0; // of the classes stacked so far, in pixels from the bottom
        int filled = 0;
        for (std::size_t k = 0; k < classes && filled < height; ++k) {
            const float share = graph.share(c, k, classes);
            if (share <= 0 || qAlpha(colors[k]) == 0)
                continue; // nothing, or what the format does not draw (idle)
            top += double(share) * height;
            const int upTo = std::min(height, int(std::lround(top)));
            for (int y = filled; y < upTo; ++y)
                pixels[std::size_t(height - 1 - y) * stride + std::size_t(c)] = colors[k];
            filled = std::max(filled, upTo);
        }
        // The selected function's share, darkened from the bottom.
        if (!graph.selected.empty() && graph.selected[std::size_t(c)] > 0)
            for (int y = 0, upTo = std::min(filled, int(std::lround(double(graph.selected[std::size_t(c)]) * height))); y < upTo; ++y) {
                QRgb &p = pixels[std::size_t(height - 1 - y) * stride + std::size_t(c)];
                p = qRgba(qRed(p) * 3 / 5, qGreen(p) * 3 / 5, qBlue(p) * 3 / 5, qAlpha(p));
            }
    }
    return image;
}

QImage ActivityImage::ofCounter(const ActivitySummary &summary, const ActivitySummary::CounterLine &line, QRgb color, int height)
{
    QImage image(summary.columns, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const double low = std::min(0.0, line.min), span = std::max(line.max - low, 1e-12);
    const auto yOf = [&](double v) { return std::clamp(int(std::lround((height - 1) * (1.0 - (v - low) / span))), 0, height - 1); };
    const QRgb area = qPremultiply(qRgba(qRed(color), qGreen(color), qBlue(color), 60));
    const auto stride = std::size_t(image.bytesPerLine() / 4);
    auto *pixels = reinterpret_cast<QRgb *>(image.bits());
    int previous = -1; // the y the line left the column before at
    for (int c = 0; c < summary.columns; ++c) {
        const float lo = line.low[std::size_t(c)], hi = line.high[std::size_t(c)];
        if (std::isnan(lo)) {
            previous = -1;
            continue;
        }
        int top = yOf(hi), bottom = yOf(lo);
        // Joined to the column before, so a step reads as a line.
        if (previous >= 0) {
            top = std::min(top, previous);
            bottom = std::max(bottom, previous);
        }
        for (int y = bottom + 1; y < height; ++y)
            pixels[std::size_t(y) * stride + std::size_t(c)] = area;
        for (int y = top; y <= bottom; ++y)
            pixels[std::size_t(y) * stride + std::size_t(c)] = color;
        previous = yOf((double(lo) + double(hi)) / 2); // where within the column it ends is not kept
    }
    return image;
}

} // namespace hg
