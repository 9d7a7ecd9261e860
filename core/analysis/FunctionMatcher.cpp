#include "FunctionMatcher.h"

#include "model/Profile.h"

#include <functional>

namespace hg {

std::size_t FunctionMatcher::NameHash::operator()(const Name &n) const noexcept
{
    const std::hash<std::string_view> hash;
    return hash(n.name) * 31 + hash(n.module);
}

std::vector<std::uint32_t> FunctionMatcher::add(const Profile &profile)
{
    const FrameTable &frames = profile.frames();
    const StringPool &strings = profile.strings();
    std::vector<std::uint32_t> functionOf(frames.size());
    for (FrameId f{0}; f < frames.size(); ++f) {
        const Frame &frame = frames[f];
        const Name name{strings.view(frame.name), m_key == Key::NameOnly ? std::string_view() : strings.view(frame.module)};
        functionOf[f] = m_index.try_emplace(name, std::uint32_t(m_index.size())).first->second;
    }
    return functionOf;
}

bool FunctionMatcher::hasModules(const Profile &profile)
{
    const FrameTable &frames = profile.frames();
    for (FrameId f{0}; f < frames.size(); ++f)
        if (frames[f].module != StringId(0))
            return true;
    return false;
}

} // namespace hg
