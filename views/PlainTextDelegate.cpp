#include "PlainTextDelegate.h"

#include <QApplication>
#include <QPainter>

namespace hg {

bool PlainTextDelegate::isPlain(const QStyleOptionViewItem &option)
{
    constexpr auto kOthers = QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::HasCheckIndicator;
    return !(option.features & kOthers) && option.textElideMode == Qt::ElideRight
        && !option.text.contains(QChar::LineSeparator) && !option.text.contains(QLatin1Char('\n'));
}

void PlainTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!isPlain(opt)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    painter->save();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
    // Where the styles put an item's text: its rect less a margin each side.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &opt, widget) + 1;
    const QRect textRect = opt.rect.adjusted(margin, 0, -margin, 0);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
        : (opt.state & QStyle::State_Active)                             ? QPalette::Normal
                                                                          : QPalette::Inactive;
    painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(opt.font);
    if (!m_elider || m_eliderFont != opt.font) {
        m_elider.emplace(opt.font);
        m_eliderFont = opt.font;
    }
    const QString text = m_elider->fitted(opt.text, textRect.width());
    painter->drawText(textRect, int(QStyle::visualAlignment(opt.direction, opt.displayAlignment)) | Qt::TextSingleLine, text);
    if (opt.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(opt);
        focus.rect = opt.rect;
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        focus.backgroundColor = opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
    }
    painter->restore();
}

} // namespace hg
