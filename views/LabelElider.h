#pragma once
#include <QFont>
#include <QFontMetricsF>
#include <QString>
#include <array>

namespace hg {

// Fits names into boxes, cut on the right with "…", for painting hundreds of
// labels a frame. QFontMetricsF::elidedText shapes the whole name (a C++
// name can be 200 characters) before drawText shapes it again: half of a
// flame chart's paint. Here the widths of Latin-1 characters are measured
// once per elider and summed up to the box's width; kerning is left out, so
// a cut may differ from Qt's by a character. Names with other characters
// take Qt's path.
class LabelElider
{
public:
    explicit LabelElider(const QFont &font);

    // `text` whole when it fits in `width`, else its longest start that fits
    // with "…" after it (only "…" when no character does).
    QString fitted(const QString &text, double width);

private:
    double advance(char16_t c);

    QFontMetricsF m_metrics;
    std::array<float, 256> m_advances; // negative: not measured yet
    double m_ellipsisWidth;
};

} // namespace hg
