#pragma once
#include <QColor>
#include <QPalette>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace hg {

class Profile;

// Colours of frames: stable per function name (a hash picks the hue), warm
// for the application's own code and cool for system code when the format
// says which; lighter or darker to suit the palette (light or dark theme).
class FrameColors
{
public:
    enum class Kind { Unknown, App, System };

    explicit FrameColors(const QPalette &palette = QPalette());
    QColor color(std::string_view name, Kind kind = Kind::Unknown) const;
    // Frames with a category (SQL, an XPlane op category, ...) take the
    // category's hue: the colour the format gives it (Firefox's categories),
    // else one hashed from its name; the frame's name only varies the
    // shade. The exit reasons of traced frames (throw, yield, terminated)
    // have fixed colours.
    QColor categoryColor(std::string_view category, std::string_view name) const;

    // The colours the profile's format gives its categories
    // (FormatModule::categoryColors), shared by the copies of these colours.
    using CategoryColors = std::shared_ptr<const std::map<std::string, QColor, std::less<>>>;
    static CategoryColors categoryColorsOf(const Profile *profile);
    void setCategoryColors(CategoryColors colors) { m_categoryColors = std::move(colors); }
    // The format draws this category's samples as nothing (Firefox's Idle).
    bool isTransparent(std::string_view category) const;
    // The swatch for a kind or category in a legend.
    QColor legendColor(Kind kind) const;
    QColor dimmed(const QColor &c) const;
    QColor textOn(const QColor &background) const;
    bool dark() const { return m_dark; }

private:
    bool m_dark = false;
    QColor m_base;
    CategoryColors m_categoryColors;
};

} // namespace hg
