#pragma once
#include "model/Ids.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace hg {

class Profile;

// Numbers the functions of one or more profiles alike: frames with the same
// name and module (or, for builds whose paths differ, the same name alone)
// are one function, whichever profile, line or file they come from. Names
// are matched as text, as each profile interns its own strings; the matcher
// keeps views into them, so it must not outlive the profiles it was given.
class FunctionMatcher
{
public:
    enum class Key { NameAndModule, NameOnly };

    explicit FunctionMatcher(Key key) : m_key(key) {}

    // The function of each frame of the profile, indexed by FrameId; a
    // function met before, in this profile or another, keeps its number.
    std::vector<std::uint32_t> add(const Profile &profile);
    // How many functions were numbered so far (0 to size() - 1).
    std::uint32_t size() const { return std::uint32_t(m_index.size()); }
    Key key() const { return m_key; }

    // Whether any frame of the profile names its module.
    static bool hasModules(const Profile &profile);

private:
    struct Name
    {
        std::string_view name, module;
        bool operator==(const Name &) const = default;
    };
    struct NameHash
    {
        std::size_t operator()(const Name &n) const noexcept;
    };
    Key m_key;
    std::unordered_map<Name, std::uint32_t, NameHash> m_index;
};

} // namespace hg
