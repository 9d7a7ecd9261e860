#include "LabelElider.h"

namespace hg {

namespace {
constexpr char16_t kEllipsis = u'\u2026';
}

LabelElider::LabelElider(const QFont &font)
    : m_metrics(font)
    , m_ellipsisWidth(m_metrics.horizontalAdvance(QChar(kEllipsis)))
{
    m_advances.fill(-1.0f);
}

double LabelElider::advance(char16_t c)
{
    float &width = m_advances[c];
    if (width < 0)
        width = float(m_metrics.horizontalAdvance(QChar(c)));
    return width;
}

QString LabelElider::fitted(const QString &text, double width)
{
    double sum = 0;
    qsizetype cut = 0; // the longest start that fits with the ellipsis after it
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        // Beyond Latin-1, and characters laid out other than by their glyph
        // (a tab's stop, a soft hyphen): Qt's path.
        if (c > 0xff || c < 0x20 || c == 0xad)
            return m_metrics.elidedText(text, Qt::ElideRight, width);
        sum += advance(c);
        if (sum + m_ellipsisWidth <= width)
            cut = i + 1;
        else if (sum > width)
            return text.left(cut) + QChar(kEllipsis); // what follows the cut is not read
    }
    return text;
}

} // namespace hg
