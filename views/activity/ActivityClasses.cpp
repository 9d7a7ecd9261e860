#include "ActivityClasses.h"

#include <QCoreApplication>
#include <unordered_map>

namespace hg {

ActivityClasses ActivityClasses::of(const Profile &profile)
{
    ActivityClasses classes;
    const FrameTable &frames = profile.frames();
    std::vector<std::uint8_t> ofFrame(frames.size(), Other);
    std::unordered_map<std::uint32_t, std::uint8_t> categoryClass;
    for (FrameId f{0}; f < frames.size(); ++f) {
        const Frame &frame = frames[f];
        if (frame.category) {
            auto [it, added] = categoryClass.try_emplace(frame.category, Other);
            if (added && classes.m_categories.size() < kMaxCategories) {
                it->second = std::uint8_t(FirstCategory + classes.m_categories.size());
                classes.m_categories.push_back(frame.category);
            }
            ofFrame[f] = it->second;
        } else if (frame.flags & Frame::InApp) {
            ofFrame[f] = App;
        } else if (frame.flags & Frame::NotInApp) {
            ofFrame[f] = System;
        }
    }
    const StackTable &stacks = profile.stacks();
    classes.m_ofStack.resize(stacks.size());
    for (StackId s{0}; s < stacks.size(); ++s) {
        const FrameId leaf = stacks.frame(s);
        classes.m_ofStack[s] = leaf < ofFrame.size() ? ofFrame[leaf] : std::uint8_t(Other);
    }
    return classes;
}

QColor ActivityClasses::color(std::size_t cls, const Profile &profile, const FrameColors &colors) const
{
    switch (cls) {
    case Other: return colors.legendColor(FrameColors::Kind::Unknown);
    case App: return colors.legendColor(FrameColors::Kind::App);
    case System: return colors.legendColor(FrameColors::Kind::System);
    default: {
        // A category the format leaves undrawn (idle) stays out of the graph.
        const std::string_view name = profile.strings().view(category(cls));
        return colors.isTransparent(name) ? QColor(Qt::transparent) : colors.categoryColor(name, name);
    }
    }
}

QString ActivityClasses::name(std::size_t cls, const Profile &profile) const
{
    // The legend's words (ColorLegend) for the kinds.
    switch (cls) {
    case Other: return QCoreApplication::translate("ColorLegend", "Other (colour by name)");
    case App: return QCoreApplication::translate("ColorLegend", "Application code");
    case System: return QCoreApplication::translate("ColorLegend", "System and library code");
    default: return profile.strings().string(category(cls));
    }
}

} // namespace hg
