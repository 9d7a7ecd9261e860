#pragma once
#include "FrameColors.h"
#include "model/Profile.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace hg {

// What an activity graph stacks: each sample falls in one class, by its
// leaf frame as the flame chart colours it: the frame's category where the
// format gives one (Firefox's Idle, JavaScript, GC / CC, …), else
// application or system code (in_app), else "other". Classes are numbered
// in that order; categories beyond kMaxCategories share "other".
class ActivityClasses
{
public:
    static constexpr std::size_t kMaxCategories = 12;
    enum Fixed : std::uint8_t { Other = 0, App = 1, System = 2, FirstCategory = 3 };

    static ActivityClasses of(const Profile &profile);

    std::uint8_t classOfStack(StackId stack) const { return stack < m_ofStack.size() ? m_ofStack[stack] : std::uint8_t(Other); }
    std::size_t count() const { return FirstCategory + m_categories.size(); }
    // The category of a class from FirstCategory on.
    StringId category(std::size_t cls) const { return m_categories[cls - FirstCategory]; }
    // The colour of a class: the legend's for the kinds, the flame chart's
    // for a category; transparent for one the format draws as nothing
    // (Firefox's Idle), which the graph leaves out.
    QColor color(std::size_t cls, const Profile &profile, const FrameColors &colors) const;
    QString name(std::size_t cls, const Profile &profile) const;

private:
    std::vector<std::uint8_t> m_ofStack; // by StackId
    std::vector<StringId> m_categories;
};

} // namespace hg
