#include "FrameColors.h"

#include "formats/FormatRegistry.h"
#include "model/Profile.h"

#include <algorithm>

namespace hg {

namespace {
std::uint32_t hashOf(std::string_view text)
{
    std::uint32_t h = 2166136261u;
    for (const char c : text)
        h = (h ^ std::uint8_t(c)) * 16777619u;
    return h;
}
} // namespace

FrameColors::FrameColors(const QPalette &palette)
    : m_dark(palette.color(QPalette::Window).lightness() < 128)
    , m_base(palette.color(QPalette::Base))
{
}

QColor FrameColors::color(std::string_view name, Kind kind) const
{
    const std::uint32_t h = hashOf(name);
    int hue;
    switch (kind) {
    case Kind::App: hue = 10 + int(h % 45); break;     // reds to oranges
    case Kind::System: hue = 190 + int(h % 50); break; // blues
    default: hue = int(h % 360); break;
    }
    const int saturation = 110 + int((h >> 9) % 60);
    const int value = m_dark ? 150 + int((h >> 17) % 40) : 205 + int((h >> 17) % 40);
    return QColor::fromHsv(hue, saturation, value);
}


QColor FrameColors::categoryColor(std::string_view category, std::string_view name) const
{
    const std::uint32_t shade = hashOf(name);
    const int value = m_dark ? 140 + int(shade % 50) : 195 + int(shade % 50);
    // How a traced frame ended reads at a glance: a throw red, a yield
    // violet, a termination grey. Other categories hash to a hue.
    if (category == "throw")
        return QColor::fromHsv(0, 210, m_dark ? 200 : 230);
    if (category == "yield")
        return QColor::fromHsv(280, 120, value);
    if (category == "terminated")
        return QColor::fromHsv(0, 0, m_dark ? 120 : 170);
    if (m_categoryColors) {
        if (const auto found = m_categoryColors->find(category); found != m_categoryColors->end()) {
            const QColor &c = found->second;
            // Grey, and Firefox's "transparent" (idle), stay grey, lighter.
            if (c.alpha() == 0 || c.hsvHue() < 0)
                return QColor::fromHsv(0, 0, c.alpha() == 0 ? (m_dark ? 95 + int(shade % 30) : 215 + int(shade % 30))
                                                             : (m_dark ? 115 + int(shade % 40) : 175 + int(shade % 40)));
            return QColor::fromHsv(c.hsvHue(), std::clamp(c.hsvSaturation(), 90, 190), value);
        }
    }
    const std::uint32_t hue = hashOf(category) % 360;
    return QColor::fromHsv(int(hue), 150, value);
}

bool FrameColors::isTransparent(std::string_view category) const
{
    if (!m_categoryColors)
        return false;
    const auto found = m_categoryColors->find(category);
    return found != m_categoryColors->end() && found->second.alpha() == 0;
}

FrameColors::CategoryColors FrameColors::categoryColorsOf(const Profile *profile)
{
    const FormatModule *module = profile ? FormatRegistry::instance().module(profile->formatId()) : nullptr;
    if (!module || !module->categoryColors)
        return {};
    auto colors = std::make_shared<std::map<std::string, QColor, std::less<>>>();
    for (const auto &[category, name] : module->categoryColors(*profile)) {
        // CSS names, as Qt knows them; Firefox's "lightred" is not one.
        QColor c = QColor::fromString(name);
        if (!c.isValid() && name.startsWith(QStringLiteral("light")))
            c = QColor::fromString(name.mid(5)).lighter(130);
        if (c.isValid())
            colors->emplace(category.toStdString(), c);
    }
    return colors->empty() ? CategoryColors() : CategoryColors(std::move(colors));
}

QColor FrameColors::legendColor(Kind kind) const
{
    switch (kind) {
    case Kind::App: return QColor::fromHsv(30, 150, m_dark ? 170 : 225);
    case Kind::System: return QColor::fromHsv(215, 150, m_dark ? 170 : 225);
    default: return QColor::fromHsv(100, 90, m_dark ? 170 : 225);
    }
}

QColor FrameColors::dimmed(const QColor &c) const
{
    // Blend most of the way to the background so matches stand out.
    const double keep = 0.25;
    return QColor::fromRgbF(float(c.redF() * keep + m_base.redF() * (1 - keep)),
                            float(c.greenF() * keep + m_base.greenF() * (1 - keep)),
                            float(c.blueF() * keep + m_base.blueF() * (1 - keep)));
}

QColor FrameColors::textOn(const QColor &background) const
{
    return background.lightness() > 140 ? QColor(20, 20, 20) : QColor(240, 240, 240);
}

} // namespace hg
