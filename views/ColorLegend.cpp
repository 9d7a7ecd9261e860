#include "ColorLegend.h"

#include <QEvent>
#include <QPainter>
#include <map>

namespace hg {

namespace {
constexpr int kSwatch = 10;
constexpr int kGap = 12;
constexpr std::size_t kMaxCategories = 6;
} // namespace

ColorLegend::ColorLegend(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ColorLegend::setProfile(const ProfilePtr &profile)
{
    m_profile = profile;
    rebuild();
}

void ColorLegend::rebuild()
{
    m_entries.clear();
    if (m_profile) {
        FrameColors colours(palette());
        colours.setCategoryColors(FrameColors::categoryColorsOf(m_profile.get()));
        bool app = false, system = false, other = false;
        std::map<StringId, std::size_t> categories;
        const FrameTable &frames = m_profile->frames();
        for (FrameId f{0}; f < frames.size(); ++f) {
            const Frame &frame = frames[f];
            if (frame.category)
                ++categories[frame.category];
            else if (frame.flags & Frame::InApp)
                app = true;
            else if (frame.flags & Frame::NotInApp)
                system = true;
            else
                other = true;
        }
        if (app)
            m_entries.push_back({tr("Application code"), colours.legendColor(FrameColors::Kind::App)});
        if (system)
            m_entries.push_back({tr("System and library code"), colours.legendColor(FrameColors::Kind::System)});
        if ((app || system) && other)
            m_entries.push_back({tr("Other (colour by name)"), colours.legendColor(FrameColors::Kind::Unknown)});
        std::size_t shown = 0;
        for (const auto &[category, count] : categories) {
            if (shown++ == kMaxCategories)
                break;
            const std::string_view name = m_profile->strings().view(category);
            m_entries.push_back({m_profile->strings().string(category), colours.categoryColor(name, name)});
        }
    }
    updateGeometry();
    update();
}

QSize ColorLegend::sizeHint() const
{
    int width = 0;
    for (const Entry &e : m_entries)
        width += kSwatch + 4 + fontMetrics().horizontalAdvance(e.label) + kGap;
    return {width, fontMetrics().height() + 4};
}

void ColorLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    int x = 0;
    const int y = (height() - kSwatch) / 2;
    for (const Entry &e : m_entries) {
        painter.fillRect(QRect(x, y, kSwatch, kSwatch), e.colour);
        x += kSwatch + 4;
        const int w = fontMetrics().horizontalAdvance(e.label);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(x, 0, w, height()), Qt::AlignVCenter | Qt::AlignLeft, e.label);
        x += w + kGap;
    }
}

void ColorLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace hg
