#include "DiffLegend.h"

#include "DiffColours.h"

#include <QEvent>
#include <QLinearGradient>
#include <QPainter>

namespace hg {

namespace {
constexpr int kBarWidth = 160;
constexpr int kGap = 8;
}

DiffLegend::DiffLegend(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QSize DiffLegend::sizeHint() const
{
    const QFontMetrics fm(font());
    const int text = fm.horizontalAdvance(tr("faster")) + fm.horizontalAdvance(tr("slower"))
        + fm.horizontalAdvance(tr("colour: change of self time from A to B"));
    return QSize(text + kBarWidth + 4 * kGap, fm.height() + 6);
}

void DiffLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QFontMetrics fm(font());
    const int h = fm.height();
    const int y = (height() - h) / 2;
    int x = kGap;
    painter.setPen(palette().color(QPalette::WindowText));
    const QString faster = tr("faster");
    painter.drawText(QRect(x, y, fm.horizontalAdvance(faster), h), Qt::AlignVCenter, faster);
    x += fm.horizontalAdvance(faster) + kGap;
    QLinearGradient gradient(x, 0, x + kBarWidth, 0);
    gradient.setColorAt(0.0, DiffColours::of(-1, 1));
    gradient.setColorAt(0.5, DiffColours::unchanged());
    gradient.setColorAt(1.0, DiffColours::of(1, 1));
    painter.fillRect(QRect(x, y + 2, kBarWidth, h - 4), gradient);
    x += kBarWidth + kGap;
    const QString slower = tr("slower");
    painter.drawText(QRect(x, y, fm.horizontalAdvance(slower), h), Qt::AlignVCenter, slower);
    x += fm.horizontalAdvance(slower) + 2 * kGap;
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(QRect(x, y, width() - x, h), Qt::AlignVCenter, tr("colour: change of self time from A to B"));
}

void DiffLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace hg
